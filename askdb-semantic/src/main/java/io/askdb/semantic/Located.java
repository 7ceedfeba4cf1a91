package io.askdb.semantic;

/**
 * A part of the model as read, with the YAML path it was read from, e.g. {@code metrics[2]}.
 *
 * @param value the part; not null
 * @param path  its YAML path; not null
 */
record Located<T>(T value, String path) {
}
