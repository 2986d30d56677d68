package org.peregrine.vectorcapture;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Framing and a throwaway description of GIOP 1.0-1.2 messages (CORBA 3.0 §15.4), enough to
 * document captured vectors and to let the fake server answer. Stateless.
 */
final class GiopMessages {
    static final String[] TYPES = {"Request", "Reply", "CancelRequest", "LocateRequest", "LocateReply",
        "CloseConnection", "MessageError", "Fragment"};
    static final String[] REPLY_STATUS = {"NO_EXCEPTION", "USER_EXCEPTION", "SYSTEM_EXCEPTION",
        "LOCATION_FORWARD", "LOCATION_FORWARD_PERM", "NEEDS_ADDRESSING_MODE"};
    static final String[] LOCATE_STATUS = {"UNKNOWN_OBJECT", "OBJECT_HERE", "OBJECT_FORWARD",
        "OBJECT_FORWARD_PERM", "LOC_SYSTEM_EXCEPTION", "LOC_NEEDS_ADDRESSING_MODE"};

    private GiopMessages() {
    }

    /** Reads one whole message (header + body) or returns null at a clean end of stream. */
    static byte[] read(InputStream in) throws IOException {
        DataInputStream d = new DataInputStream(in);
        byte[] header = new byte[12];
        int first = d.read();
        if (first < 0) {
            return null;
        }
        header[0] = (byte) first;
        d.readFully(header, 1, 11);
        if (header[0] != 'G' || header[1] != 'I' || header[2] != 'O' || header[3] != 'P') {
            throw new IOException("not a GIOP header: " + CdrCursor.hex(header));
        }
        boolean little = (header[6] & 1) != 0;
        int size = new CdrCursor(header, 0, 8, little).longValue();
        if (size < 0 || size > 16 * 1024 * 1024) {
            throw new IOException("implausible GIOP size " + size);
        }
        byte[] msg = new byte[12 + size];
        System.arraycopy(header, 0, msg, 0, 12);
        try {
            d.readFully(msg, 12, size);
        } catch (EOFException e) {
            throw new IOException("stream ended inside a message", e);
        }
        return msg;
    }

    static int minor(byte[] msg) {
        return msg[5];
    }

    static int type(byte[] msg) {
        return msg[7];
    }

    static boolean moreFragments(byte[] msg) {
        return minor(msg) >= 1 && (msg[6] & 2) != 0;
    }

    static String typeName(byte[] msg) {
        int t = type(msg);
        return t >= 0 && t < TYPES.length ? TYPES[t] : "type" + t;
    }

    /** Request id and response-expected of a Request (or id of a LocateRequest / 1.2 Fragment). */
    static long[] requestIdAndResponse(byte[] msg) {
        CdrCursor c = new CdrCursor(msg, 0, 12, (msg[6] & 1) != 0);
        int minor = minor(msg);
        if (type(msg) == 0 && minor < 2) {
            skipServiceContexts(c);
            long id = c.ulong();
            return new long[] {id, c.octet()};
        }
        long id = c.ulong();
        int flags = type(msg) == 0 ? c.octet() : 0;
        return new long[] {id, flags & 1};
    }

    private static void skipServiceContexts(CdrCursor c) {
        long n = c.ulong();
        for (long i = 0; i < n; i++) {
            c.ulong();
            c.skip(c.longValue());
        }
    }

    /** A minimal big-endian Reply NO_EXCEPTION carrying one long as result. */
    static byte[] reply(int minor, long requestId, int result) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        header(b, minor, 1);
        if (minor < 2) {
            int4(b, 0);
            int4(b, (int) requestId);
            int4(b, 0);
        } else {
            int4(b, (int) requestId);
            int4(b, 0);
            int4(b, 0);
        }
        int4(b, result);
        return withSize(b.toByteArray());
    }

    /** A big-endian LocateReply OBJECT_HERE. */
    static byte[] locateReply(int minor, long requestId) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        header(b, minor, 4);
        int4(b, (int) requestId);
        int4(b, 1);
        return withSize(b.toByteArray());
    }

    private static void header(ByteArrayOutputStream b, int minor, int type) {
        b.writeBytes(new byte[] {'G', 'I', 'O', 'P', 1, (byte) minor, 0, (byte) type, 0, 0, 0, 0});
    }

    private static void int4(ByteArrayOutputStream b, int v) {
        b.write(v >>> 24);
        b.write(v >>> 16);
        b.write(v >>> 8);
        b.write(v);
    }

    private static byte[] withSize(byte[] m) {
        int size = m.length - 12;
        m[8] = (byte) (size >>> 24);
        m[9] = (byte) (size >>> 16);
        m[10] = (byte) (size >>> 8);
        m[11] = (byte) size;
        return m;
    }

    /** Documents every header field of the message; body decoding is best effort. */
    static Map<String, String> describe(byte[] msg) {
        Map<String, String> f = new LinkedHashMap<>();
        int minor = minor(msg);
        boolean little = (msg[6] & 1) != 0;
        f.put("giop", "1." + minor);
        f.put("byteOrder", little ? "little-endian" : "big-endian");
        f.put("flags", String.format("0x%02x", msg[6]));
        f.put("moreFragments", Boolean.toString(moreFragments(msg)));
        f.put("messageType", type(msg) + " (" + typeName(msg) + ")");
        f.put("messageSize", Integer.toString(msg.length - 12));
        CdrCursor c = new CdrCursor(msg, 0, 12, little);
        try {
            switch (type(msg)) {
                case 0 -> request(c, minor, f, msg);
                case 1 -> reply(c, minor, f, msg);
                case 2, 3 -> {
                    f.put("requestId", Long.toString(c.ulong()));
                    if (type(msg) == 3) {
                        target(c, minor, f);
                    }
                }
                case 4 -> {
                    f.put("requestId", Long.toString(c.ulong()));
                    int s = (int) c.ulong();
                    f.put("locateStatus", s + " (" + (s < LOCATE_STATUS.length ? LOCATE_STATUS[s] : "?") + ")");
                    f.put("bodyOffset", Integer.toString(c.pos()));
                }
                case 7 -> {
                    if (minor >= 2) {
                        f.put("requestId", Long.toString(c.ulong()));
                    }
                    f.put("fragmentDataOffset", Integer.toString(c.pos()));
                }
                default -> { }
            }
        } catch (RuntimeException e) {
            f.put("decodeNote", "stopped decoding at " + c.pos() + ": " + e.getMessage());
        }
        return f;
    }

    private static void request(CdrCursor c, int minor, Map<String, String> f, byte[] msg) {
        if (minor < 2) {
            f.put("serviceContexts", serviceContexts(c));
            f.put("requestId", Long.toString(c.ulong()));
            int re = c.octet();
            f.put("responseExpected", re + (re != 0 ? " (TRUE)" : " (FALSE)"));
            if (minor == 1) {
                f.put("reserved", CdrCursor.hex(c.octets(3)));
            }
            key(c.octetSequence(), f);
            f.put("operation", c.string());
            f.put("requestingPrincipal", "length " + c.octetSequence().length);
        } else {
            f.put("requestId", Long.toString(c.ulong()));
            int flags = c.octet();
            f.put("responseFlags", String.format("0x%02x", flags)
                    + (flags == 3 ? " (SYNC_WITH_TARGET / response expected)" : flags == 0 ? " (oneway, no response)" : ""));
            f.put("reserved", CdrCursor.hex(c.octets(3)));
            target(c, minor, f);
            f.put("operation", c.string());
            f.put("serviceContexts", serviceContexts(c));
            if (c.remaining() > 0) {
                c.align(8);
            }
        }
        f.put("bodyOffset", Integer.toString(c.pos()));
        if (moreFragments(msg)) {
            f.put("arguments", "continued in Fragment messages; " + c.remaining() + " argument bytes in this message");
        }
        arguments(c, f.get("operation"), f, msg);
    }

    private static void arguments(CdrCursor c, String op, Map<String, String> f, byte[] msg) {
        if ("echoLong".equals(op) && !moreFragments(msg)) {
            int l = c.longValue();
            String s = c.string();
            double d = c.doubleValue();
            f.put("arguments", String.format("long 0x%08x, string \"%s\", double %s", l, s, d));
        } else if ("echoOctets".equals(op)) {
            long n = c.ulong();
            f.put("argumentLength", "sequence<octet> length " + n + " (first element at offset " + c.pos() + ")");
        }
    }

    private static void reply(CdrCursor c, int minor, Map<String, String> f, byte[] msg) {
        int status;
        if (minor < 2) {
            f.put("serviceContexts", serviceContexts(c));
            f.put("requestId", Long.toString(c.ulong()));
            status = (int) c.ulong();
        } else {
            f.put("requestId", Long.toString(c.ulong()));
            status = (int) c.ulong();
            f.put("serviceContexts", serviceContexts(c));
            if (c.remaining() > 0) {
                c.align(8);
            }
        }
        f.put("replyStatus", status + " (" + (status < REPLY_STATUS.length ? REPLY_STATUS[status] : "?") + ")");
        f.put("bodyOffset", Integer.toString(c.pos()));
        if (status == 0 && c.remaining() >= 4) {
            f.put("result", String.format("long 0x%08x", c.longValue()));
        } else if (status == 2) {
            f.put("exceptionId", c.string());
            f.put("exceptionMinor", String.format("0x%08x", c.ulong()));
            long cs = c.ulong();
            f.put("exceptionCompleted", cs + (cs == 0 ? " (COMPLETED_YES)" : cs == 1 ? " (COMPLETED_NO)" : " (COMPLETED_MAYBE)"));
        }
    }

    private static void target(CdrCursor c, int minor, Map<String, String> f) {
        if (minor < 2) {
            key(c.octetSequence(), f);
            return;
        }
        int disc = c.ushort();
        f.put("targetAddress", disc + (disc == 0 ? " (KeyAddr)" : disc == 1 ? " (ProfileAddr)" : " (ReferenceAddr)"));
        if (disc == 0) {
            key(c.octetSequence(), f);
        } else {
            throw new IllegalStateException("TargetAddress " + disc + " not decoded");
        }
    }

    private static void key(byte[] key, Map<String, String> f) {
        f.put("objectKey", CdrCursor.hex(key));
        String p = CdrCursor.printable(key);
        f.put("objectKeyLength", Integer.toString(key.length));
        if (p != null) {
            f.put("objectKeyText", p);
        }
    }

    static String serviceContexts(CdrCursor c) {
        long n = c.ulong();
        StringBuilder sb = new StringBuilder();
        sb.append(n).append(n == 0 ? " (none)" : ":");
        for (long i = 0; i < n; i++) {
            long id = c.ulong();
            byte[] data = c.octetSequence();
            sb.append(i == 0 ? " " : "; ").append(String.format("id=0x%08x", id)).append(" (")
              .append(contextName(id)).append(") length=").append(data.length);
            if (id == 1 && data.length >= 9) {
                CdrCursor e = CdrCursor.encapsulation(data, 0, data.length);
                sb.append(String.format(" charData=0x%08x wcharData=0x%08x", e.ulong(), e.ulong()));
            }
            sb.append(" data=").append(data.length <= 256 ? CdrCursor.hex(data)
                    : CdrCursor.hex(java.util.Arrays.copyOf(data, 64)) + "...");
        }
        return sb.toString();
    }

    static String contextName(long id) {
        String[] std = {"TransactionService", "CodeSets", "ChainBypassCheck", "ChainBypassInfo",
            "LogicalThreadId", "BI_DIR_IIOP", "SendingContextRunTime", "INVOCATION_POLICIES",
            "FORWARDED_IDENTITY", "UnknownExceptionInfo", "RTCorbaPriority", "RTCorbaPriorityRange",
            "FT_GROUP_VERSION", "FT_REQUEST", "ExceptionDetailMessage", "SecurityAttributeService",
            "ActivityService", "RMICustomMaxStreamFormat"};
        if (id >= 0 && id < std.length) {
            return std[(int) id];
        }
        StringBuilder v = new StringBuilder("vendor");
        int b0 = (int) (id >>> 24) & 0xff;
        int b1 = (int) (id >>> 16) & 0xff;
        int b2 = (int) (id >>> 8) & 0xff;
        if (b0 >= 'A' && b0 <= 'Z' && b1 >= 'A' && b1 <= 'Z' && b2 >= 'A' && b2 <= 'Z') {
            v.append(" '").append((char) b0).append((char) b1).append((char) b2).append("'+").append(id & 0xff);
        }
        return v.toString();
    }
}
