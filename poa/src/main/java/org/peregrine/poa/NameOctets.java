package org.peregrine.poa;

import org.peregrine.orb.spi.OperationName;

/**
 * An operation name's octets, over the ORB's cached string of it (the request decoder takes
 * names from a cache, so no string is made per request). One flyweight per thread, pointed at
 * each request's name: a generated dispatcher reads the name only to choose the operation,
 * before the servant runs (and perhaps makes this thread serve a nested request).
 */
final class NameOctets implements OperationName {

    private static final ThreadLocal<NameOctets> OF_THREAD = ThreadLocal.withInitial(NameOctets::new);

    private String name;

    private NameOctets() {
    }

    /** This thread's flyweight, over {@code name} until the thread's next call of this. */
    static NameOctets of(String name) {
        NameOctets octets = OF_THREAD.get();
        octets.name = name;
        return octets;
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
