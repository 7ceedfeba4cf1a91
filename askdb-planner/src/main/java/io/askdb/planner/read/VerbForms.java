package io.askdb.planner.read;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * English verb forms, by their shape: a regular past or past participle ("placed", "enrolled"),
 * an -ing form ("taking"), an irregular past or participle from the table of English irregular
 * verbs ("made", "sold", "taught", "written"), and, after a relative pronoun or "do", a base or
 * third-person form ("who live", "that belongs", "does ... teach"). The irregular table is English
 * morphology (the common irregular verbs of any grammar's list), not words of any question set.
 */
final class VerbForms {
    /** Irregular past and participle forms, each with its base form. */
    private static final Map<String, String> IRREGULAR = Map.ofEntries(
            Map.entry("made", "make"), Map.entry("sold", "sell"), Map.entry("bought", "buy"), Map.entry("taught", "teach"),
            Map.entry("held", "hold"), Map.entry("won", "win"), Map.entry("lost", "lose"), Map.entry("built", "build"),
            Map.entry("written", "write"), Map.entry("wrote", "write"), Map.entry("given", "give"), Map.entry("gave", "give"),
            Map.entry("taken", "take"), Map.entry("took", "take"), Map.entry("led", "lead"), Map.entry("paid", "pay"),
            Map.entry("kept", "keep"), Map.entry("sent", "send"), Map.entry("spent", "spend"), Map.entry("seen", "see"),
            Map.entry("saw", "see"), Map.entry("done", "do"), Map.entry("got", "get"), Map.entry("gotten", "get"),
            Map.entry("grown", "grow"), Map.entry("drawn", "draw"), Map.entry("shown", "show"), Map.entry("thrown", "throw"),
            Map.entry("flown", "fly"), Map.entry("flew", "fly"), Map.entry("driven", "drive"), Map.entry("drove", "drive"),
            Map.entry("ridden", "ride"), Map.entry("chosen", "choose"), Map.entry("spoken", "speak"), Map.entry("stolen", "steal"),
            Map.entry("broken", "break"), Map.entry("worn", "wear"), Map.entry("sung", "sing"), Map.entry("sang", "sing"),
            Map.entry("begun", "begin"), Map.entry("began", "begin"), Map.entry("found", "find"), Map.entry("left", "leave"),
            Map.entry("met", "meet"), Map.entry("brought", "bring"), Map.entry("caught", "catch"), Map.entry("fought", "fight"),
            Map.entry("told", "tell"), Map.entry("came", "come"), Map.entry("went", "go"), Map.entry("gone", "go"),
            Map.entry("became", "become"), Map.entry("ran", "run"), Map.entry("run", "run"), Map.entry("put", "put"),
            Map.entry("set", "set"), Map.entry("read", "read"), Map.entry("hit", "hit"), Map.entry("cut", "cut"),
            Map.entry("shot", "shoot"), Map.entry("struck", "strike"), Map.entry("dealt", "deal"), Map.entry("meant", "mean"),
            Map.entry("heard", "hear"), Map.entry("understood", "understand"), Map.entry("stood", "stand"), Map.entry("sat", "sit"),
            Map.entry("born", "bear"), Map.entry("borne", "bear"), Map.entry("forgotten", "forget"), Map.entry("hidden", "hide"),
            Map.entry("bound", "bind"), Map.entry("fed", "feed"), Map.entry("lent", "lend"), Map.entry("spun", "spin"),
            Map.entry("eaten", "eat"), Map.entry("ate", "eat"), Map.entry("fallen", "fall"),
            Map.entry("fell", "fall"), Map.entry("hung", "hang"), Map.entry("laid", "lay"), Map.entry("overseen", "oversee"),
            Map.entry("undertaken", "undertake"), Map.entry("withdrawn", "withdraw"));

    private VerbForms() {
    }

    /**
     * @param word          a lower-case word
     * @param afterRelative true when it follows "who", "that", "which", "do", "does" or "did"
     * @return true when the word has a verb's form
     */
    static boolean isVerb(String word, boolean afterRelative) {
        if (!word.chars().allMatch(Character::isLetter)) return false;
        if (IRREGULAR.containsKey(word)) return true;
        if (word.length() >= 4 && word.endsWith("ed")) return true;
        if (word.length() >= 5 && word.endsWith("ing")) return true;
        return afterRelative && word.length() >= 3;
    }

    /** @return the roots the word may come from ("placed": plac, place; "taking": tak, take; "made": make) */
    static List<String> stems(String word) {
        List<String> out = new ArrayList<>();
        String irr = IRREGULAR.get(word);
        if (irr != null) out.add(irr);
        String base = null;
        if (word.endsWith("ied") && word.length() > 4) out.add(word.substring(0, word.length() - 3) + "y");
        if (word.endsWith("ed")) base = word.substring(0, word.length() - 2);
        else if (word.endsWith("ing")) base = word.substring(0, word.length() - 3);
        else if (word.endsWith("es") && word.length() > 4) base = word.substring(0, word.length() - 2);
        else if (word.endsWith("s") && word.length() > 3) base = word.substring(0, word.length() - 1);
        if (base != null && base.length() >= 2) {
            out.add(base);
            out.add(base + "e");
            int n = base.length();
            if (n >= 3 && base.charAt(n - 1) == base.charAt(n - 2)) out.add(base.substring(0, n - 1));
        }
        out.add(word);
        return out;
    }

    /**
     * @return true when a word of a name shares the verb's root: the longer common beginning is at
     *         least three letters and leaves at most two letters of the root ("register" and
     *         "registration", "win" and "wins", "make" and "maker")
     */
    static boolean sameRoot(String verb, String nameWord) {
        for (String root : stems(verb)) {
            int p = 0;
            while (p < root.length() && p < nameWord.length() && root.charAt(p) == nameWord.charAt(p)) p++;
            if (p >= 3 && p >= root.length() - 2 && p >= Math.min(nameWord.length(), 4) - 1) return true;
        }
        return false;
    }
}
