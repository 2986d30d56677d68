package org.peregrine.poa;

import org.peregrine.orb.spi.OperationName;

/**
 * An operation name's octets, over the ORB's cached string of it (the request decoder takes
 * names from a cache, so no string is made per request).
 */
record NameOctets(String name) implements OperationName {

    @Override
    public int length() {
        return name.length();
    }

    @Override
    public byte byteAt(int index) {
        return (byte) name.charAt(index);
    }

    @Override
    public boolean contentEquals(String ascii) {
        return name.equals(ascii);
    }
}
