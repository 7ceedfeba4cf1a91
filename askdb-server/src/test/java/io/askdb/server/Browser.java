package io.askdb.server;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Real headless Chromium driven through the system's chromedriver (Debian's chromium and
 * chromium-driver packages, which match each other's version), so nothing is downloaded: Selenium
 * Manager is not asked when both paths are given. Override the paths with the system properties
 * {@code askdb.chromium} and {@code askdb.chromedriver}.
 */
final class Browser implements AutoCloseable {
    static final Path CHROMIUM = Path.of(System.getProperty("askdb.chromium", "/usr/bin/chromium"));
    static final Path CHROMEDRIVER = Path.of(System.getProperty("askdb.chromedriver", "/usr/bin/chromedriver"));
    static final Duration ANSWER_WAIT = Duration.ofSeconds(60);

    final ChromeDriver driver;
    private final WebDriverWait wait;

    private Browser(ChromeDriver driver) {
        this.driver = driver;
        this.wait = new WebDriverWait(driver, ANSWER_WAIT);
    }

    /** @return why the browser tests cannot run here, or null when Chromium and its driver are installed */
    static String missing() {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(CHROMEDRIVER)) {
            return "Chromium or chromedriver is not installed (" + CHROMIUM + ", " + CHROMEDRIVER + "); the browser tests"
                    + " are skipped. Install them with: apt-get install -y chromium chromium-driver";
        }
        return null;
    }

    static Browser start(int width, int height) {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-extensions",
                "--no-first-run", "--window-size=" + width + "," + height, "--force-device-scale-factor=1");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER.toString())).usingAnyFreePort().build();
        return new Browser(new ChromeDriver(service, options));
    }

    /** Opens the page and waits until its modules listed the datasources. */
    void open(String base) {
        consoleErrors(); // reading the log empties it: what an earlier test left there is dropped
        driver.get(base + "/");
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#datasource option")));
        // Records every live step the stream adds, since the progress list is replaced by the answer.
        script("window.askdbSteps = []; new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => {"
                + " if (n.nodeType === 1 && n.matches('li.step')) window.askdbSteps.push(n.querySelector('.step-name').textContent); })))"
                + ".observe(document.getElementById('messages'), {childList: true, subtree: true});");
    }

    /** Types the question and presses Enter, without waiting. */
    void submit(String question) {
        WebElement box = driver.findElement(By.id("question"));
        box.clear();
        box.sendKeys(question);
        box.sendKeys(org.openqa.selenium.Keys.ENTER);
    }

    /** Types the question, presses Enter and waits for the answer (or problem) message; returns it. */
    WebElement ask(String question) {
        int before = driver.findElements(By.cssSelector("#messages .message.assistant, #messages .message.problem")).size();
        submit(question);
        wait.until(d -> d.findElements(By.cssSelector("#messages .message.assistant, #messages .message.problem")).size() > before);
        List<WebElement> all = driver.findElements(By.cssSelector("#messages .message.assistant, #messages .message.problem"));
        return all.get(all.size() - 1);
    }

    <T> T until(java.util.function.Function<ChromeDriver, T> condition) {
        return new WebDriverWait(driver, ANSWER_WAIT).until(d -> condition.apply((ChromeDriver) d));
    }

    /** Runs an async script: the last argument is the callback that ends it. */
    Object asyncScript(String js, Object... args) {
        return ((JavascriptExecutor) driver).executeAsyncScript(js, args);
    }

    Object script(String js, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(js, args);
    }

    /** @return the browser console's errors (CSP violations, failed loads, uncaught exceptions) */
    List<String> consoleErrors() {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue()).map(LogEntry::getMessage).toList();
    }

    /** Saves the whole page: the window grows to the conversation's height first, then shrinks back. */
    Path screenshot(Path file) throws IOException {
        Dimension size = driver.manage().window().getSize();
        long extra = ((Number) script("const m = document.getElementById('messages');"
                + " return Math.max(0, m.scrollHeight - m.clientHeight);")).longValue();
        driver.manage().window().setSize(new Dimension(size.getWidth(), (int) Math.min(size.getHeight() + extra, 8000)));
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
        } finally {
            driver.manage().window().setSize(size);
        }
        return file;
    }

    @Override
    public void close() {
        driver.quit();
    }

    static Map<String, Object> map(Object o) {
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) o;
        return m;
    }
}
