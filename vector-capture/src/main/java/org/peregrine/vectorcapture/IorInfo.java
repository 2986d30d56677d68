package org.peregrine.vectorcapture;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Decodes a stringified IOR (CORBA 3.0 §13.6.10) far enough to document it and to rewrite the
 * first IIOP profile's port (so a client goes through {@link org.peregrine.testsupport.RecordingRelay}), its IIOP version,
 * or one object-id octet (to provoke OBJECT_NOT_EXIST). Immutable.
 */
final class IorInfo {
    /**
     * Which key octet to flip, counted from the end: GlassFish keys end with a one-octet ORB
     * version after the object id, JacORB keys end with the object id.
     */
    static final int FLIP_FROM_END = 2;

    final byte[] bytes;
    final String typeId;
    final String host;
    final int port;
    final byte[] objectKey;
    final Map<String, String> fields = new LinkedHashMap<>();
    private final int portOffset;
    private final boolean portLittle;
    private final int keyEnd;
    private final int versionOffset;

    IorInfo(String ior) {
        if (!ior.startsWith("IOR:")) {
            throw new IllegalArgumentException("not an IOR: " + ior);
        }
        bytes = new byte[(ior.length() - 4) / 2];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) Integer.parseInt(ior.substring(4 + 2 * i, 6 + 2 * i), 16);
        }
        CdrCursor c = new CdrCursor(bytes, 0, 1, (bytes[0] & 1) != 0);
        fields.put("byteOrder", c.little() ? "little-endian" : "big-endian");
        typeId = c.string();
        fields.put("typeId", typeId);
        long profiles = c.ulong();
        fields.put("profileCount", Long.toString(profiles));
        String h = null;
        int p = -1;
        byte[] key = null;
        int po = -1;
        boolean pl = false;
        int ke = -1;
        int vo = -1;
        for (int i = 0; i < profiles; i++) {
            long tag = c.ulong();
            int len = c.longValue();
            int start = c.pos();
            String prefix = "profile." + i + ".";
            fields.put(prefix + "tag", tag + (tag == 0 ? " (TAG_INTERNET_IOP)" : tag == 1 ? " (TAG_MULTIPLE_COMPONENTS)" : ""));
            fields.put(prefix + "length", Integer.toString(len));
            CdrCursor e = CdrCursor.encapsulation(bytes, start, len);
            if (tag == 0) {
                int major = e.octet();
                int minor = e.octet();
                fields.put(prefix + "iiopVersion", major + "." + minor);
                String host = e.string();
                int portPos = e.pos() + (-e.pos() & 1);
                int port = e.ushort();
                byte[] k = e.octetSequence();
                fields.put(prefix + "host", host);
                fields.put(prefix + "port", Integer.toString(port));
                fields.put(prefix + "objectKey", CdrCursor.hex(k));
                fields.put(prefix + "objectKeyLength", Integer.toString(k.length));
                if (CdrCursor.printable(k) != null) {
                    fields.put(prefix + "objectKeyText", CdrCursor.printable(k));
                }
                if (h == null) {
                    h = host;
                    p = port;
                    key = k;
                    po = start + portPos;
                    pl = e.little();
                    ke = start + e.pos();
                    vo = start + 1;
                }
                if (minor >= 1) {
                    components(e, prefix, fields);
                }
            } else if (tag == 1) {
                components(e, prefix, fields);
            }
            c.skip(len);
        }
        host = h;
        port = p;
        objectKey = key;
        portOffset = po;
        portLittle = pl;
        keyEnd = ke;
        versionOffset = vo;
    }

    private static void components(CdrCursor e, String prefix, Map<String, String> f) {
        long n = e.ulong();
        f.put(prefix + "componentCount", Long.toString(n));
        for (int j = 0; j < n; j++) {
            long tag = e.ulong();
            byte[] data = e.octetSequence();
            String cp = prefix + "component." + j + ".";
            f.put(cp + "tag", tag + " (" + componentName(tag) + ")");
            f.put(cp + "data", CdrCursor.hex(data));
            try {
                if (tag == 0) {
                    f.put(cp + "orbType", String.format("0x%08x", CdrCursor.encapsulation(data, 0, data.length).ulong()));
                } else if (tag == 1) {
                    CdrCursor cs = CdrCursor.encapsulation(data, 0, data.length);
                    f.put(cp + "codeSets", String.format("char native 0x%08x conv %s; wchar native 0x%08x conv %s",
                            cs.ulong(), ulongs(cs), cs.ulong(), ulongs(cs)));
                }
            } catch (RuntimeException ex) {
                f.put(cp + "decodeNote", ex.getMessage());
            }
        }
    }

    private static String ulongs(CdrCursor c) {
        long n = c.ulong();
        StringBuilder sb = new StringBuilder("[");
        for (long i = 0; i < n; i++) {
            sb.append(i == 0 ? "" : ", ").append(String.format("0x%08x", c.ulong()));
        }
        return sb.append(']').toString();
    }

    static String componentName(long tag) {
        return switch ((int) tag) {
            case 0 -> "TAG_ORB_TYPE";
            case 1 -> "TAG_CODE_SETS";
            case 2 -> "TAG_POLICIES";
            case 3 -> "TAG_ALTERNATE_IIOP_ADDRESS";
            case 5 -> "TAG_ASSOCIATION_OPTIONS";
            case 20 -> "TAG_SSL_SEC_TRANS";
            case 25 -> "TAG_JAVA_CODEBASE";
            case 33 -> "TAG_CSI_SEC_MECH_LIST";
            case 34 -> "TAG_NULL_TAG";
            case 35 -> "TAG_SECIOP_SEC_TRANS";
            case 36 -> "TAG_TLS_SEC_TRANS";
            case 38 -> "TAG_RMI_CUSTOM_MAX_STREAM_FORMAT";
            default -> "other";
        };
    }

    /**
     * The IOR with its first IIOP profile's port replaced, optionally the object-key octet at
     * {@link #FLIP_FROM_END} octets before the key's end XORed with 0x01 (inside the object id
     * for both peers), and optionally its IIOP version minor set to {@code iiopMinor} (the
     * components stay in the profile; a 1.0 reader ignores what follows the key).
     */
    String rewrite(int newPort, boolean flipKey, int iiopMinor) {
        byte[] b = bytes.clone();
        if (iiopMinor >= 0) {
            b[versionOffset + 1] = (byte) iiopMinor;
        }
        if (portLittle) {
            b[portOffset] = (byte) newPort;
            b[portOffset + 1] = (byte) (newPort >>> 8);
        } else {
            b[portOffset] = (byte) (newPort >>> 8);
            b[portOffset + 1] = (byte) newPort;
        }
        if (flipKey) {
            b[keyEnd - FLIP_FROM_END] ^= 0x01;
        }
        return "IOR:" + CdrCursor.hex(b);
    }
}
