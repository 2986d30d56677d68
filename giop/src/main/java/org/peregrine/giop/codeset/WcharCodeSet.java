package org.peregrine.giop.codeset;

/**
 * The wide-character transmission code sets Peregrine speaks (CORBA 3.0 §13.10, ids from the OSF
 * code set registry). Both travel as 16-bit code units, which are Java's {@code char}s.
 */
public enum WcharCodeSet {
    /** UTF-16: Peregrine's native wide code set, as Java's; the fallback for wchar data (§13.10.2.6). */
    UTF_16(0x00010109, "UTF-16", true),
    /** UCS-2 level 1: UTF-16 without surrogates, so characters beyond U+FFFF are refused. */
    UCS_2(0x00010100, "UCS-2", false);

    private final int id;
    private final String displayName;
    private final boolean everyCharacter;

    WcharCodeSet(int id, String displayName, boolean everyCharacter) {
        this.id = id;
        this.displayName = displayName;
        this.everyCharacter = everyCharacter;
    }

    /** The OSF registry id. */
    public int id() {
        return id;
    }

    /** Whether the code set encodes every Unicode character (UTF-16 does, with surrogate pairs). */
    public boolean encodesEveryCharacter() {
        return everyCharacter;
    }

    /** The code set with this registry id, or {@code null}. */
    public static WcharCodeSet byId(int id) {
        for (WcharCodeSet set : values()) {
            if (set.id == id) {
                return set;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return displayName;
    }
}
