package org.peregrine.giop.cdr;

/**
 * Object keys read from requests, kept so that a request for a known object creates no key
 * array, and every request for one object carries the same array, which adapters may use to
 * remember what they decoded from it. The arrays are shared: nobody may modify them. See
 * {@link InternTable}.
 */
public final class KeyCache extends InternTable<byte[]> {

    /** Keys longer than this are not kept. */
    private static final int MAX_LENGTH = 256;

    public KeyCache() {
        super(MAX_LENGTH);
    }

    /**
     * Reads an object key ({@code sequence<octet>}) through this cache: a key seen before creates
     * nothing, and the array is then shared.
     */
    public byte[] read(CdrReader in) {
        int length = in.readSequenceLength(1);
        return get(in.buf(), in.advance(length), length);
    }

    @Override
    protected byte[] create(byte[] octets) {
        return octets;
    }
}
