package org.peregrine.poa;

import org.peregrine.orb.spi.OperationName;

/**
 * An operation name's octets, over the ORB's cached string of it (the request decoder takes
 * names from a cache, so no string is made per request). One flyweight per upcall frame of a
 * thread ({@link UpcallContext}), pointed at each request's name: a generated dispatcher reads
 * the name only to choose the operation, before the servant runs.
 */
final class NameOctets implements OperationName {

    private String name;

    /** This flyweight, over {@code name} from now on. */
    NameOctets over(String name) {
        this.name = name;
        return this;
    }

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
