package org.peregrine.giop.codeset;

/** The wide-character transmission code sets Peregrine speaks (CORBA 3.0 §13.10). */
public enum WcharCodeSet {
    /** UTF-16: Peregrine's native wide code set, as Java's. */
    UTF_16(0x00010109),
    /** UCS-2 level 1, read and written like UTF-16 code units (peers still offer it). */
    UCS_2(0x00010100);

    private final int id;

    WcharCodeSet(int id) {
        this.id = id;
    }

    /** The OSF registry id. */
    public int id() {
        return id;
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
}
