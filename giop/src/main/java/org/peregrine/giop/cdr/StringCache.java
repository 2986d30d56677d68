package org.peregrine.giop.cdr;

import java.nio.charset.StandardCharsets;

/**
 * Operation names (ISO 8859-1 strings) read often from the wire, kept so that reading one again
 * creates no {@code String}. See {@link InternTable}.
 */
public final class StringCache extends InternTable<String> {

    /** Names longer than this are not kept. */
    private static final int MAX_LENGTH = 128;

    public StringCache() {
        super(MAX_LENGTH);
    }

    @Override
    protected String create(byte[] octets) {
        return new String(octets, StandardCharsets.ISO_8859_1);
    }
}
