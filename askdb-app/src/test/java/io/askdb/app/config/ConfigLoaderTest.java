package io.askdb.app.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class ConfigLoaderTest {
    private static Properties file(String... kv) {
        Properties p = new Properties();
        for (int i = 0; i < kv.length; i += 2) p.setProperty(kv[i], kv[i + 1]);
        return p;
    }

    @Test
    void should_take_flag_over_environment_over_file_over_default() {
        Properties f = file("askdb.max-rows", "30", "askdb.timeout", "7", "askdb.max-repairs", "1");
        AskdbConfig c = ConfigLoader.load(new ConfigSources(Map.of(Setting.MAX_ROWS, "10"),
                Map.of("ASKDB_MAX_ROWS", "20", "ASKDB_TIMEOUT", "8"), f, "f.properties"));

        assertThat(c.maxRows()).isEqualTo(10);
        assertThat(c.timeout().toSeconds()).isEqualTo(8);
        assertThat(c.maxRepairs()).isEqualTo(1);
        assertThat(c.optionalLlm()).isEmpty();
    }

    @Test
    void should_name_one_setting_the_same_way_everywhere() {
        assertThat(Setting.LLM_BASE_URL.key()).isEqualTo("askdb.llm.base-url");
        assertThat(Setting.LLM_BASE_URL.envVar()).isEqualTo("ASKDB_LLM_BASE_URL");
        assertThat(Setting.LLM_BASE_URL.flag()).isEqualTo("--llm-base-url");
        assertThat(Setting.HISTORY_PATH.envVar()).isEqualTo("ASKDB_HISTORY_PATH");
    }

    @Test
    void should_report_every_bad_setting_at_once_including_misspelt_keys() {
        Properties f = file("askdb.max-row", "5", "askdb.timeout", "abc");

        assertThatThrownBy(() -> ConfigLoader.load(new ConfigSources(Map.of(), Map.of("ASKDB_LLM_MODEL", "m"), f, "my.properties")))
                .isInstanceOf(AskdbException.class)
                .satisfies(e -> assertThat(((AskdbException) e).code()).isEqualTo(ErrorCode.CONFIGURATION))
                .hasMessageContaining("unknown key askdb.max-row in my.properties; did you mean askdb.max-rows?")
                .hasMessageContaining("askdb.timeout must be a whole number")
                .hasMessageContaining("askdb.llm.model is set but askdb.llm.provider is not");
    }

    @Test
    void should_size_catalog_pages_from_one_setting_and_refuse_a_page_too_small_to_hold_a_table() {
        AskdbConfig defaults = ConfigLoader.load(new ConfigSources(Map.of(), Map.of(), new Properties(), null));
        AskdbConfig fromEnv = ConfigLoader.load(new ConfigSources(Map.of(),
                Map.of("ASKDB_CATALOG_MAX_OUTPUT_CHARS", "20000"), file("askdb.catalog.max-output-chars", "90000"), "f"));

        assertThat(defaults.limits().catalogMaxOutputChars()).isEqualTo(60_000);
        assertThat(fromEnv.limits().catalogMaxOutputChars()).isEqualTo(20_000);
        assertThat(Setting.CATALOG_MAX_OUTPUT_CHARS.flag()).isEqualTo("--catalog-max-output-chars");
        assertThatThrownBy(() -> ConfigLoader.load(new ConfigSources(Map.of(Setting.CATALOG_MAX_OUTPUT_CHARS, "500"), Map.of(),
                new Properties(), null)))
                .isInstanceOf(AskdbException.class)
                .hasMessageContaining("askdb.catalog.max-output-chars must be between 2000 and 10000000, was 500");
    }

    @Test
    void should_use_the_vendor_key_variable_when_askdb_key_is_unset() {
        AskdbConfig c = ConfigLoader.load(new ConfigSources(Map.of(),
                Map.of("ASKDB_LLM_PROVIDER", "OpenAI", "ASKDB_LLM_MODEL", "gpt-4o-mini", "OPENAI_API_KEY", "sk-x"), new Properties(), null));

        assertThat(c.llm().provider()).isEqualTo("openai");
        assertThat(c.llm().apiKey()).isEqualTo("sk-x");
        assertThat(c.llm().toString()).doesNotContain("sk-x");
    }

    @Test
    void should_read_the_planners_today_as_a_date_and_name_a_bad_one() {
        AskdbConfig c = ConfigLoader.load(new ConfigSources(Map.of(Setting.PLANNER_TODAY, "2024-03-31"), Map.of(), new Properties(), null));
        assertThat(c.agent().plannerToday()).isEqualTo(java.time.LocalDate.of(2024, 3, 31));
        assertThat(ConfigLoader.load(new ConfigSources(Map.of(), Map.of(), new Properties(), null)).agent().plannerToday()).isNull();

        assertThatThrownBy(() -> ConfigLoader.load(new ConfigSources(Map.of(), Map.of("ASKDB_PLANNER_TODAY", "31/03/2024"), new Properties(), null)))
                .hasMessageContaining("askdb.planner.today must be a date written YYYY-MM-DD, was '31/03/2024'")
                .hasMessageContaining("ASKDB_PLANNER_TODAY");
    }

    @Test
    void should_name_a_misspelt_askdb_environment_variable_and_leave_others_alone() {
        assertThatThrownBy(() -> ConfigLoader.load(new ConfigSources(Map.of(),
                Map.of("ASKDB_MAX_ROWZ", "5", "ASKDB_JAVA_OPTS", "-Xmx1g", "HOME", "/root"), new Properties(), null)))
                .hasMessageContaining("unknown environment variable ASKDB_MAX_ROWZ; did you mean ASKDB_MAX_ROWS?")
                .hasMessageNotContaining("ASKDB_JAVA_OPTS").hasMessageNotContaining("HOME");
    }
}
