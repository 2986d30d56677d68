package org.peregrine.giop.codeset;

/**
 * The narrow-character transmission code sets Peregrine speaks (CORBA 3.0 §13.10, ids from the
 * OSF code set registry).
 */
public enum CharCodeSet {
    /** ISO 8859-1 (Latin-1): the default where no code set was negotiated (§13.10.2.6). */
    ISO_8859_1(0x00010001, "ISO 8859-1", false),
    /** UTF-8: every character; the fallback for char data (§13.10.2.6). */
    UTF_8(0x05010001, "UTF-8", true);

    private final int id;
    private final String displayName;
    private final boolean everyCharacter;

    CharCodeSet(int id, String displayName, boolean everyCharacter) {
        this.id = id;
        this.displayName = displayName;
        this.everyCharacter = everyCharacter;
    }

    /** The OSF registry id. */
    public int id() {
        return id;
    }

    /** Whether the code set encodes every Unicode character, so no text is refused. */
    public boolean encodesEveryCharacter() {
        return everyCharacter;
    }

    /** The code set with this registry id, or {@code null}. */
    public static CharCodeSet byId(int id) {
        for (CharCodeSet set : values()) {
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
