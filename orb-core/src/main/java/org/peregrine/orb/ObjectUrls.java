package org.peregrine.orb;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.Ior;

/**
 * Parses {@code corbaloc:iiop:} object URLs (CORBA 3.0 §13.6.10): {@code
 * corbaloc:[iiop]:[major.minor@]host[:port][,…]/key}, with the key %-escaped. Only the first
 * address is used. {@code corbaloc:rir:} URLs are resolved by the ORB itself.
 */
final class ObjectUrls {

    private static final String CORBALOC = "corbaloc:";
    private static final int DEFAULT_PORT = 2809;

    private ObjectUrls() {
    }

    /** Whether {@code url} is a corbaloc URL for a remote object. */
    static boolean isCorbaloc(String url) {
        return url.regionMatches(true, 0, CORBALOC, 0, CORBALOC.length());
    }

    /** The key of a {@code corbaloc:rir:/Name} URL, or {@code null} if it is not one. */
    static String rirName(String url) {
        String rest = url.substring(CORBALOC.length());
        if (!rest.regionMatches(true, 0, "rir:", 0, 4)) {
            return null;
        }
        int slash = rest.indexOf('/');
        byte[] key = slash < 0 ? new byte[0] : unescape(url, rest.substring(slash + 1));
        // §13.6.10.2: an empty key in a rir URL means the naming service
        return key.length == 0 ? "NameService" : new String(key, StandardCharsets.ISO_8859_1);
    }

    /** The IOR a {@code corbaloc:iiop:} URL denotes (with an empty type id). */
    static Ior parse(String url) {
        String rest = url.substring(CORBALOC.length());
        int slash = rest.indexOf('/');
        if (slash < 0) {
            throw bad(OmgMinor.BAD_PARAM_BAD_SCHEME_SPECIFIC_PART, url);
        }
        String addresses = rest.substring(0, slash);
        byte[] key = unescape(url, rest.substring(slash + 1));
        String address = addresses.split(",", 2)[0];
        if (address.regionMatches(true, 0, "iiop:", 0, 5)) {
            address = address.substring(5);
        } else if (address.startsWith(":")) {
            address = address.substring(1);
        } else {
            throw bad(OmgMinor.BAD_PARAM_BAD_SCHEME_NAME, url);
        }
        int major = 1;
        int minor = 0;
        int at = address.indexOf('@');
        if (at >= 0) {
            String[] version = address.substring(0, at).split("\\.", -1);
            if (version.length != 2) {
                throw bad(OmgMinor.BAD_PARAM_BAD_ADDRESS, url);
            }
            try {
                major = Integer.parseInt(version[0]);
                minor = Integer.parseInt(version[1]);
            } catch (NumberFormatException e) {
                throw bad(OmgMinor.BAD_PARAM_BAD_ADDRESS, url, e);
            }
            address = address.substring(at + 1);
        }
        String host;
        int port = DEFAULT_PORT;
        String portText = null;
        if (address.startsWith("[")) {
            int close = address.indexOf(']');
            if (close < 0) {
                throw bad(OmgMinor.BAD_PARAM_BAD_ADDRESS, url);
            }
            host = address.substring(1, close);
            if (address.length() > close + 1 && address.charAt(close + 1) == ':') {
                portText = address.substring(close + 2);
            }
        } else {
            int colon = address.lastIndexOf(':');
            host = colon < 0 ? address : address.substring(0, colon);
            portText = colon < 0 ? null : address.substring(colon + 1);
        }
        if (portText != null && !portText.isEmpty()) {
            try {
                port = Integer.parseInt(portText);
            } catch (NumberFormatException e) {
                throw bad(OmgMinor.BAD_PARAM_BAD_ADDRESS, url, e);
            }
        }
        if (!isHost(host) || port < 0 || port > 0xffff || major != 1 || minor < 0 || minor > 0xff) {
            throw bad(OmgMinor.BAD_PARAM_BAD_ADDRESS, url);
        }
        IiopProfile profile = new IiopProfile(major, minor, host, port, key, List.of());
        return new Ior("", List.of(profile.toTaggedProfile()));
    }

    /**
     * Whether {@code host} may be a host name or address: not empty, printable ASCII (RFC 3986),
     * as the IIOP profile that carries it is written in ISO 8859-1.
     */
    private static boolean isHost(String host) {
        return !host.isEmpty() && host.chars().allMatch(c -> c > ' ' && c < 0x7f);
    }

    /**
     * Decodes %-escapes (RFC 2396, as §13.6.10.3 requires for object keys). A character outside
     * US-ASCII, which the URL should have escaped, stands for its UTF-8 octets, as an IRI's does
     * when it becomes a URI (RFC 3987): no character is cut down to its low eight bits.
     */
    private static byte[] unescape(String url, String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '%') {
                if (i + 2 >= text.length()) {
                    throw bad(OmgMinor.BAD_PARAM_BAD_SCHEME_SPECIFIC_PART, url);
                }
                int high = Character.digit(text.charAt(i + 1), 16);
                int low = Character.digit(text.charAt(i + 2), 16);
                if (high < 0 || low < 0) {
                    throw bad(OmgMinor.BAD_PARAM_BAD_SCHEME_SPECIFIC_PART, url);
                }
                bytes.write(high << 4 | low);
                i += 2;
            } else if (c < 0x80) {
                bytes.write(c);
            } else {
                int end = Character.isHighSurrogate(c) && i + 1 < text.length() ? i + 2 : i + 1;
                bytes.writeBytes(text.substring(i, end).getBytes(StandardCharsets.UTF_8));
                i = end - 1;
            }
        }
        return bytes.toByteArray();
    }

    private static org.omg.CORBA.SystemException bad(OmgMinor code, String url) {
        return SystemExceptions.of(code, CompletionStatus.COMPLETED_NO, url);
    }

    /** {@link #bad(OmgMinor, String)} for a part of the URL that failed to parse as {@code cause} says. */
    private static org.omg.CORBA.SystemException bad(OmgMinor code, String url, NumberFormatException cause) {
        return SystemExceptions.of(code, CompletionStatus.COMPLETED_NO, cause, url);
    }
}
