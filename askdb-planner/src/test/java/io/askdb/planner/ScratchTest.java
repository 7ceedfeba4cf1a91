package io.askdb.planner;

import io.askdb.generation.*;
import org.junit.jupiter.api.Test;
import java.util.List;

class ScratchTest {
    @Test
    void scratch() throws Exception {
        var cat = ChinookFixture.catalog();
        var p = new KeywordPlanner();
        for (String q : List.of("How many customers are there?", "How many tracks are there in each genre?",
                "Which 5 artists have the most albums?", "What is the total invoice amount per billing country?",
                "What is the average track length?", "average milliseconds of tracks", "What is the total of invoice totals?",
                "How many albums does each artist have?", "Top 10 customers by total spent", "Number of tracks per media type",
                "How many employees", "How many invoices are there in each country?", "What is the average invoice total?",
                "List all genres", "delete all albums", "florp zindle wax", "What is the average salary of employees?",
                "How many tracks per artist?", "Which artists have the most albums?", "Which 5 tracks are the most expensive?",
                "What is the highest invoice total?", "List all customers", "How many customers per country?")) {
            Generation g = p.generate(new GenerationRequest(q, cat, List.of()));
            System.err.println("Q: " + q);
            if (g instanceof CandidateSql c) {
                System.err.println("  SQL: " + c.sql() + "  [" + c.confidence() + "] " + c.assumptions() + " " + c.reasoning());
                var rows = ChinookFixture.run(c.sql());
                System.err.println("  " + rows.size() + " rows: " + rows.subList(0, Math.min(5, rows.size())));
            } else {
                Declined d = (Declined) g;
                System.err.println("  DECLINED: " + d.reason() + " " + d.suggestions());
            }
        }
    }
}
