package io.askdb.semantic;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.askdb.catalog.Catalog;
import io.askdb.error.AskdbException;
import io.askdb.error.ErrorCode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads a model file: YAML syntax, then keys and types, then names against the catalog. */
final class ModelReader {
    private final YAMLMapper mapper = YAMLMapper.builder()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .build();

    SemanticModel read(Path file, Catalog catalog) {
        return read(file, catalog, catalog);
    }

    /**
     * Checks the file against the whole catalog (its problems are reported), then keeps only the
     * entries whose tables and columns the visible catalog holds: those that fail there name
     * something an access policy hides.
     */
    SemanticModel read(Path file, Catalog catalog, Catalog visible) {
        String yaml = text(file);
        JsonNode root = tree(file, yaml);
        if (root == null || root.isMissingNode() || root.isNull()) return SemanticModel.empty("");
        Problems problems = new Problems(file, YamlLines.of(yaml, (YAMLFactory) mapper.getFactory()));
        if (!root.isObject()) {
            problems.add("(top)", "the file must be a mapping with keys database, entities, metrics and relationships."
                    + " Start from the file `askdb model init` writes.");
            problems.throwIfAny();
        }
        ParsedModel parsed = new ModelParser(problems).parse(new YamlNode(root, "", problems));
        SemanticModel model = new ModelChecker(catalog, problems).check(parsed);
        problems.throwIfAny();
        if (visible == catalog) return model;
        // the model checks against the whole database; checked again against what the caller may see, the
        // entries naming hidden tables or columns fail and are left out (their problems are not the file's)
        return new ModelChecker(visible, new Problems(file, YamlLines.of(yaml, (YAMLFactory) mapper.getFactory()))).check(parsed);
    }

    private static String text(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "The semantic model " + file + " does not exist. Write one"
                    + " with `askdb model init`, or check the path.", e);
        } catch (IOException e) {
            throw new AskdbException(ErrorCode.BAD_INPUT, "The semantic model " + file + " cannot be read ("
                    + e.getMessage() + "). Check that it is a readable UTF-8 file.", e);
        }
    }

    private JsonNode tree(Path file, String yaml) {
        try {
            return mapper.readTree(yaml);
        } catch (JsonProcessingException e) {
            String line = e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr();
            throw new AskdbException(ErrorCode.BAD_INPUT, "The semantic model " + file + " is not valid YAML" + line
                    + ": " + e.getOriginalMessage().strip() + "\nFix the YAML syntax (indentation, quotes, colons) and"
                    + " run again.", e);
        }
    }
}
