package org.peregrine.giop.cdr;

import java.nio.charset.StandardCharsets;

/**
 * Names read often from the wire (operation names, repository ids), kept so that reading one
 * again creates no {@code String}, and its hash is known. Only ASCII octets are kept, which every
 * char code set Peregrine speaks decodes alike; other octets are left to the stream's decoder
 * ({@link #get} answers {@code null}). See {@link InternTable}.
 */
public final class StringCache extends InternTable<String> {

    /** Names longer than this are not kept. */
    static final int MAX_LENGTH = 128;

    public StringCache() {
        super(MAX_LENGTH);
    }

    @Override
    protected boolean keepsOnlyAscii() {
        return true;
    }

    @Override
    protected String create(byte[] octets) {
        return new String(octets, StandardCharsets.ISO_8859_1);
    }
}
