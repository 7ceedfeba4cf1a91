package io.askdb.linking;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import io.askdb.catalog.TableId;
import io.askdb.dialect.Dialect;
import java.sql.Types;
import java.util.Arrays;
import java.util.List;

/** Small hand-built catalogs for the linking tests. */
final class Catalogs {
    private Catalogs() {
    }

    /** customers, orders, order_items, products, suppliers; customers.country has sample values. */
    static Catalog shop() {
        return new Catalog(Dialect.SQLITE, null, List.of(
                table("customers", List.of("id"), List.of(),
                        col("id"), col("name"), col("country", "Norway", "Brazil")),
                table("orders", List.of("id"), List.of(fk("customer_id", "customers", "id")),
                        col("id"), col("order_date"), col("customer_id"), col("total_amount"), col("status")),
                table("order_items", List.of(), List.of(fk("order_id", "orders", "id"), fk("product_id", "products", "id")),
                        col("order_id"), col("product_id"), col("quantity")),
                table("products", List.of("id"), List.of(fk("supplier_id", "suppliers", "id")),
                        col("id"), col("title"), col("unitPrice"), col("supplier_id")),
                table("suppliers", List.of("id"), List.of(), col("id"), col("company"), col("phone"))));
    }

    /**
     * students, courses, an enrollment junction whose name and columns share no word with them,
     * two tables that each share one word, and an unrelated one.
     */
    static Catalog school() {
        return new Catalog(Dialect.SQLITE, null, List.of(
                table("students", List.of("id"), List.of(), col("id"), col("full_name")),
                table("courses", List.of("id"), List.of(), col("id"), col("title")),
                table("enrollment", List.of(), List.of(fk("learner_ref", "students", "id"), fk("class_ref", "courses", "id")),
                        col("learner_ref"), col("class_ref"), col("grade")),
                table("student_clubs", List.of("id"), List.of(), col("id"), col("club")),
                table("course_rooms", List.of("id"), List.of(), col("id"), col("room")),
                table("teachers", List.of("id"), List.of(), col("id"), col("salary"))));
    }

    /** A slice of Chinook: customer, invoice, employee, track, playlist, genre; genre names sampled. */
    static Catalog music() {
        return new Catalog(Dialect.SQLITE, null, List.of(
                table("Customer", List.of("CustomerId"), List.of(fk("SupportRepId", "Employee", "EmployeeId")),
                        col("CustomerId"), col("FirstName"), col("LastName"), col("Country"), col("SupportRepId")),
                table("Invoice", List.of("InvoiceId"), List.of(fk("CustomerId", "Customer", "CustomerId")),
                        col("InvoiceId"), col("CustomerId"), col("InvoiceDate"), col("BillingCity"), col("Total")),
                table("Employee", List.of("EmployeeId"), List.of(),
                        col("EmployeeId"), col("LastName"), col("Title"), col("HireDate")),
                table("Track", List.of("TrackId"), List.of(fk("GenreId", "Genre", "GenreId")),
                        col("TrackId"), col("Name"), col("GenreId"), col("Milliseconds")),
                table("Playlist", List.of("PlaylistId"), List.of(), col("PlaylistId"), col("Name")),
                table("Genre", List.of("GenreId"), List.of(), col("GenreId"),
                        col("Name", "Rock", "Jazz", "Metal", "Rock And Roll", "Bossa Nova"))));
    }

    /** Case C08 of the public reports: person(id, name, alias, age), no location column. */
    static Catalog people() {
        return new Catalog(Dialect.SQLITE, null, List.of(
                table("person", List.of("id"), List.of(), col("id"), col("name"), col("alias"), col("age"))));
    }

    static Table table(String name, List<String> pk, List<ForeignKey> fks, Column... columns) {
        return new Table(new TableId(null, name), Table.Kind.TABLE, null, Arrays.asList(columns), pk, fks, -1);
    }

    static Column col(String name, String... samples) {
        return new Column(name, "TEXT", Types.VARCHAR, true, null, List.of(samples));
    }

    static ForeignKey fk(String column, String target, String targetColumn) {
        return new ForeignKey(null, List.of(column), new TableId(null, target), List.of(targetColumn));
    }
}
