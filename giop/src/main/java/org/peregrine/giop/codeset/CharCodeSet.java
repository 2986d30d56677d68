package org.peregrine.giop.codeset;

/**
 * The narrow-character transmission code sets Peregrine speaks (CORBA 3.0 §13.10, ids from the
 * OSF code set registry).
 */
public enum CharCodeSet {
    /** ISO 8859-1 (Latin-1): the default when no code set was negotiated (§13.10.2.6). */
    ISO_8859_1(0x00010001),
    /** UTF-8. */
    UTF_8(0x05010001);

    private final int id;

    CharCodeSet(int id) {
        this.id = id;
    }

    /** The OSF registry id. */
    public int id() {
        return id;
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
}
