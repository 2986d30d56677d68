package org.peregrine.interop.tls;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Optional;

/**
 * What a stringified IOR says of its server's listeners: the plain port of its first IIOP profile
 * and that profile's SSLIOP component (TAG_SSL_SEC_TRANS, tag 20), read straight from the CDR, so
 * that the test sees what every client sees without trusting one ORB's reading of it.
 *
 * @param plainPort the IIOP profile's port, 0 when the server has no plain-text listener
 * @param ssl       the SSLIOP component, if the profile has one
 */
record SslIor(int plainPort, Optional<SslComponent> ssl) {

    /** TAG_INTERNET_IOP. */
    private static final int IIOP_PROFILE = 0;
    /** TAG_SSL_SEC_TRANS. */
    private static final int SSL_COMPONENT = 20;

    /**
     * The SSLIOP {@code struct SSL}.
     *
     * @param supports the AssociationOptions the target supports
     * @param requires the AssociationOptions the target requires
     * @param port     the TLS port
     */
    record SslComponent(int supports, int requires, int port) {
    }

    /** @throws IllegalArgumentException if {@code ior} is no IOR with an IIOP profile */
    static SslIor parse(String ior) {
        if (!ior.startsWith("IOR:")) {
            throw new IllegalArgumentException("not a stringified IOR: " + ior);
        }
        Encapsulation in = new Encapsulation(HexFormat.of().parseHex(ior.substring(4)));
        in.string(); // repository id
        int profiles = in.ulong();
        for (int i = 0; i < profiles; i++) {
            int tag = in.ulong();
            byte[] data = in.octets();
            if (tag == IIOP_PROFILE) {
                return iiopProfile(new Encapsulation(data));
            }
        }
        throw new IllegalArgumentException("no IIOP profile in " + ior);
    }

    private static SslIor iiopProfile(Encapsulation profile) {
        profile.octet(); // major version
        int minor = profile.octet();
        profile.string(); // host
        int port = profile.ushort();
        profile.octets(); // object key
        Optional<SslComponent> ssl = Optional.empty();
        int components = minor >= 1 ? profile.ulong() : 0;
        for (int i = 0; i < components; i++) {
            int tag = profile.ulong();
            byte[] data = profile.octets();
            if (tag == SSL_COMPONENT) {
                Encapsulation component = new Encapsulation(data);
                ssl = Optional.of(new SslComponent(component.ushort(), component.ushort(), component.ushort()));
            }
        }
        return new SslIor(port, ssl);
    }

    /** A CDR encapsulation: its first octet gives the byte order, alignment counts from there. */
    private static final class Encapsulation {

        private final ByteBuffer buffer;

        Encapsulation(byte[] data) {
            buffer = ByteBuffer.wrap(data);
            buffer.order(buffer.get() == 0 ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
        }

        int octet() {
            return Byte.toUnsignedInt(buffer.get());
        }

        int ushort() {
            align(2);
            return Short.toUnsignedInt(buffer.getShort());
        }

        int ulong() {
            align(4);
            return buffer.getInt();
        }

        byte[] octets() {
            byte[] octets = new byte[ulong()];
            buffer.get(octets);
            return octets;
        }

        String string() {
            byte[] text = octets();
            return new String(text, 0, Math.max(0, text.length - 1), StandardCharsets.ISO_8859_1);
        }

        private void align(int boundary) {
            buffer.position((buffer.position() + boundary - 1) / boundary * boundary);
        }
    }
}
