package io.askdb.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.generation.Declined;
import io.askdb.generation.Generation;
import org.junit.jupiter.api.Test;

/**
 * Precision of the frame planner on real Spider databases (src/test/resources/spider, see the README
 * there): kinds of wrong answer found on Spider-train questions, each now declined or answered right.
 * Questions and gold SQL are Spider-train's (CC BY-SA 4.0, Yu et al., EMNLP 2018), quoted unchanged.
 */
class FramePlannerPrecisionSpiderTest {
    private static final FramePlanner FRAME = new FramePlanner();
    private static final KeywordPlanner PLANNER = new KeywordPlanner();

    @Test
    void should_decline_naming_the_table_when_the_join_goes_up_to_a_shared_parent_and_down_to_another_child() {
        // Spider-train's "Return the positions of players on the team Ryley Goldner." with a team the catalog's sampled values hold;
        // gold: SELECT T1.Position FROM match_season AS T1 JOIN team AS T2 ON T1.Team = T2.Team_id WHERE T2.Name = "...";
        // player -> team <- match_season pairs every season row of the team with every player of it
        String question = "Return the positions of players on the team Columbus Crew.";
        Generation frame = FRAME.generate(SpiderDatabases.request("match_season", question));
        assertThat(frame).isInstanceOf(Declined.class);
        assertThat(((Declined) frame).reason()).contains("'match_season' is reached through team");
        assertThat(PLANNER.generate(SpiderDatabases.request("match_season", question))).isInstanceOf(Declined.class);
    }
}
