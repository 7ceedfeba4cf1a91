package io.askdb.linking;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import net.sf.extjwnl.JWNLException;
import net.sf.extjwnl.data.IndexWord;
import net.sf.extjwnl.data.POS;
import net.sf.extjwnl.data.Pointer;
import net.sf.extjwnl.data.PointerType;
import net.sf.extjwnl.data.Synset;
import net.sf.extjwnl.dictionary.Dictionary;

/**
 * Whether WordNet relates a question word to a catalog phrase as nouns: they share a synset ("client" and
 * customer, "forename" and first name), or one is a direct hypernym or hyponym of the other ("vessel" and
 * ship, "district" and region), with WordNet's own morphology ("goods", "staffs", "dormitories"). Used with
 * the measured MiniLM similarity by the offline planner, never alone.
 *
 * <p>Source: Princeton WordNet 3.1 through extJWNL 2.0.5 (BSD licence; data under the WordNet 3.1 licence,
 * see the README's licence section). The dictionary (about 11 MB of resources, about 1.3 s) is loaded on the
 * first relation asked, so a question whose words the catalog's own names place never loads it. Answers are
 * cached per pair. Thread-safe.
 *
 * @since 0.2
 */
public final class WordNetRelation {
    static final int MAX_CACHED = 50_000;

    private final int steps;
    private final Map<String, Boolean> cache = new ConcurrentHashMap<>();
    private volatile Dictionary dictionary;

    /** A relation of one hypernym/hyponym step at most. */
    public WordNetRelation() {
        this(1);
    }

    /** @param steps the hypernym or hyponym steps allowed between the two (0: the same synset only); 0-3 */
    WordNetRelation(int steps) {
        if (steps < 0 || steps > 3) throw new IllegalArgumentException("steps must be 0-3: " + steps);
        this.steps = steps;
    }

    /**
     * @param word   a question word ("goods", "forename"), any case, plural or singular; not null
     * @param phrase a catalog phrase of words separated by spaces ("product", "first name"); not null
     * @return true when WordNet relates them as nouns (same synset or the allowed hypernym steps); false when
     *         either is not a WordNet noun
     * @throws IllegalStateException when the WordNet resources cannot be read (a packaging fault)
     */
    public boolean related(String word, String phrase) {
        String w = Objects.requireNonNull(word, "word").toLowerCase(Locale.ROOT).strip();
        String p = Objects.requireNonNull(phrase, "phrase").toLowerCase(Locale.ROOT).strip();
        if (w.isEmpty() || p.isEmpty()) return false;
        if (w.equals(p)) return true;
        String key = w + '\u0000' + p;
        Boolean known = cache.get(key);
        if (known != null) return known;
        boolean r = compute(w, p);
        if (cache.size() >= MAX_CACHED) cache.clear();
        cache.put(key, r);
        return r;
    }

    /** @return true once the dictionary has been loaded (for tests of laziness and for timing) */
    public boolean loaded() {
        return dictionary != null;
    }

    private boolean compute(String w, String p) {
        try {
            Dictionary d = dictionary();
            IndexWord a = d.lookupIndexWord(POS.NOUN, w);
            IndexWord b = d.lookupIndexWord(POS.NOUN, p);
            // extJWNL falls back to a part of a phrase it does not list ("dorm name" as dorm): only the whole is kept
            if (a == null || b == null || words(a.getLemma()) != words(w) || words(b.getLemma()) != words(p)) return false;
            Set<Synset> near = reach(b.getSenses(), steps);
            for (Synset s : a.getSenses()) if (near.contains(s)) return true;
            return false;
        } catch (JWNLException e) {
            throw new IllegalStateException("WordNet could not be read: " + e.getMessage(), e);
        }
    }

    private static int words(String s) {
        return s.strip().split("[ _]+").length;
    }

    /** The synsets within the given hypernym/hyponym steps of the given ones (one direction per path). */
    private static Set<Synset> reach(List<Synset> from, int steps) {
        Set<Synset> all = new HashSet<>(from);
        Set<Synset> up = new HashSet<>(from), down = new HashSet<>(from);
        for (int i = 0; i < steps; i++) {
            up = next(up, true);
            down = next(down, false);
            all.addAll(up);
            all.addAll(down);
        }
        return all;
    }

    private static Set<Synset> next(Set<Synset> from, boolean up) {
        Set<Synset> out = new HashSet<>();
        for (Synset s : from) {
            for (Pointer pt : s.getPointers()) {
                PointerType t = pt.getType();
                boolean keep = up ? t == PointerType.HYPERNYM || t == PointerType.INSTANCE_HYPERNYM
                        : t == PointerType.HYPONYM || t == PointerType.INSTANCES_HYPONYM;
                if (keep) {
                    try {
                        out.add(pt.getTargetSynset());
                    } catch (JWNLException e) {
                        throw new IllegalStateException("WordNet could not be read: " + e.getMessage(), e);
                    }
                }
            }
        }
        return out;
    }

    private Dictionary dictionary() throws JWNLException {
        Dictionary d = dictionary;
        if (d != null) return d;
        synchronized (this) {
            if (dictionary == null) dictionary = Dictionary.getDefaultResourceInstance();
            return dictionary;
        }
    }
}
