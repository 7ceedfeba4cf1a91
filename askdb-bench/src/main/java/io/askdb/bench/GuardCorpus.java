package io.askdb.bench;

import io.askdb.dialect.Dialect;
import java.util.List;

/**
 * The statements of the {@code guard} row: realistic SQL over the Chinook catalog in SQLite,
 * PostgreSQL and MySQL, some the guard approves and some it must refuse (writes, stacked
 * statements, system catalogs, unsafe functions, executable comments, unknown tables).
 */
final class GuardCorpus {
    /**
     * @param dialect  the dialect the statement is checked for
     * @param sql      the statement
     * @param approved whether the standard guard approves it
     */
    record Case(Dialect dialect, String sql, boolean approved) {
    }

    static final List<Case> CASES = List.of(
            ok(Dialect.SQLITE, "SELECT Name FROM Artist ORDER BY Name"),
            ok(Dialect.SQLITE, "SELECT COUNT(*) FROM Customer"),
            ok(Dialect.SQLITE, "SELECT c.Country, COUNT(*) AS customers FROM Customer c GROUP BY c.Country ORDER BY customers DESC"),
            ok(Dialect.SQLITE, "SELECT a.Title, ar.Name FROM Album a JOIN Artist ar ON ar.ArtistId = a.ArtistId WHERE ar.Name LIKE 'A%'"),
            ok(Dialect.SQLITE, "SELECT g.Name, AVG(t.Milliseconds) / 1000.0 AS seconds FROM Track t JOIN Genre g"
                    + " ON g.GenreId = t.GenreId GROUP BY g.Name HAVING COUNT(*) > 10"),
            ok(Dialect.SQLITE, "WITH totals AS (SELECT CustomerId, SUM(Total) AS spent FROM Invoice GROUP BY CustomerId)"
                    + " SELECT c.FirstName, c.LastName, t.spent FROM totals t JOIN Customer c ON c.CustomerId = t.CustomerId"
                    + " ORDER BY t.spent DESC LIMIT 10"),
            ok(Dialect.SQLITE, "SELECT strftime('%Y', InvoiceDate) AS year, SUM(Total) FROM Invoice GROUP BY year"),
            ok(Dialect.SQLITE, "SELECT Name, row_number() OVER (PARTITION BY GenreId ORDER BY Milliseconds DESC) AS rnk FROM Track"),
            ok(Dialect.SQLITE, "SELECT BillingCountry FROM Invoice UNION SELECT Country FROM Customer"),
            ok(Dialect.SQLITE, "SELECT e.FirstName, m.FirstName AS manager FROM Employee e LEFT JOIN Employee m ON m.EmployeeId = e.ReportsTo"),
            ok(Dialect.SQLITE, "SELECT Name FROM Track WHERE TrackId IN (SELECT TrackId FROM InvoiceLine GROUP BY TrackId HAVING SUM(Quantity) > 1)"),
            ok(Dialect.SQLITE, "SELECT CASE WHEN Total > 10 THEN 'large' ELSE 'small' END AS size, COUNT(*) FROM Invoice GROUP BY 1"),
            refused(Dialect.SQLITE, "DELETE FROM Invoice WHERE Total < 1"),
            refused(Dialect.SQLITE, "SELECT * FROM Customer; DROP TABLE Customer"),
            refused(Dialect.SQLITE, "PRAGMA table_info(Customer)"),
            refused(Dialect.SQLITE, "ATTACH DATABASE '/tmp/x.db' AS x"),
            refused(Dialect.SQLITE, "SELECT * FROM sqlite_master"),
            refused(Dialect.SQLITE, "SELECT load_extension('evil')"),
            refused(Dialect.SQLITE, "SELECT FirstName FROM Customers"),
            ok(Dialect.POSTGRESQL, "SELECT \"Name\" FROM \"Artist\" ORDER BY \"Name\" LIMIT 20"),
            ok(Dialect.POSTGRESQL, "SELECT date_trunc('month', \"InvoiceDate\") AS month, SUM(\"Total\") FROM \"Invoice\" GROUP BY 1 ORDER BY 1"),
            ok(Dialect.POSTGRESQL, "SELECT \"Name\" FROM \"Track\" WHERE \"Name\" ILIKE '%love%'"),
            ok(Dialect.POSTGRESQL, "SELECT \"BillingCountry\", COUNT(*) FILTER (WHERE \"Total\" > 10) FROM \"Invoice\" GROUP BY \"BillingCountry\""),
            refused(Dialect.POSTGRESQL, "WITH gone AS (DELETE FROM \"Invoice\" RETURNING *) SELECT * FROM gone"),
            refused(Dialect.POSTGRESQL, "SELECT * FROM pg_catalog.pg_user"),
            refused(Dialect.POSTGRESQL, "SELECT pg_read_file('/etc/passwd')"),
            refused(Dialect.POSTGRESQL, "SELECT * FROM \"Invoice\" FOR UPDATE"),
            refused(Dialect.POSTGRESQL, "COPY \"Customer\" TO '/tmp/out.csv'"),
            ok(Dialect.MYSQL, "SELECT `Name`, `Composer` FROM `Track` WHERE `Composer` IS NOT NULL LIMIT 5"),
            ok(Dialect.MYSQL, "SELECT `BillingCity`, ROUND(SUM(`Total`), 2) AS total FROM `Invoice` GROUP BY `BillingCity`"),
            refused(Dialect.MYSQL, "SELECT * FROM `Customer` /*! WHERE 1 = 1 */"),
            refused(Dialect.MYSQL, "SELECT * INTO OUTFILE '/tmp/x' FROM `Customer`"),
            refused(Dialect.MYSQL, "SELECT SLEEP(10)"));

    private GuardCorpus() {
    }

    /** @return how many cases the guard approves */
    static long approvedCount() {
        return CASES.stream().filter(Case::approved).count();
    }

    private static Case ok(Dialect d, String sql) {
        return new Case(d, sql, true);
    }

    private static Case refused(Dialect d, String sql) {
        return new Case(d, sql, false);
    }
}
