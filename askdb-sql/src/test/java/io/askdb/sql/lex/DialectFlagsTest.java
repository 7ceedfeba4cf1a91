package io.askdb.sql.lex;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.dialect.Dialect;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The lexical facts core's {@link Dialect} publishes agree with the rules the guard's lexer applies. */
class DialectFlagsTest {
    @ParameterizedTest
    @EnumSource(Dialect.class)
    void should_publish_the_lexers_dollar_quoting_comment_nesting_and_escapes_for_every_dialect(Dialect d) {
        LexicalRules rules = LexicalRules.of(d);

        assertThat(d.dollarQuotedStrings()).isEqualTo(rules.dollar() != LexicalRules.Dollar.NONE);
        assertThat(d.nestedBlockComments()).isEqualTo(rules.nestedComments());
        assertThat(d.backslashEscapesInStrings()).isEqualTo(rules.backslashStrings());
        assertThat(d.executableComments()).isEqualTo(rules.executableComments());
        assertThat(d.lineCommentNeedsSpace()).isEqualTo(rules.lineCommentNeedsSpace());
    }
}
