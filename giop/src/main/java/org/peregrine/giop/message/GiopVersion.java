package org.peregrine.giop.message;

/**
 * A GIOP protocol version: a value that the one codec switches on, rather than a subclass of
 * each message per version.
 */
public enum GiopVersion {
    V1_0(1, 0),
    V1_1(1, 1),
    V1_2(1, 2);

    private final int major;
    private final int minor;

    GiopVersion(int major, int minor) {
        this.major = major;
        this.minor = minor;
    }

    public int major() {
        return major;
    }

    public int minor() {
        return minor;
    }

    /** Whether this version is at least {@code other}. */
    public boolean atLeast(GiopVersion other) {
        return compareTo(other) >= 0;
    }

    /** The version with these numbers, or {@code null} if Peregrine does not speak it. */
    public static GiopVersion of(int major, int minor) {
        if (major != 1) {
            return null;
        }
        return switch (minor) {
            case 0 -> V1_0;
            case 1 -> V1_1;
            case 2 -> V1_2;
            default -> null;
        };
    }

    /**
     * The highest version both sides speak: {@code peer} capped at 1.2 (CORBA 3.0 §15.4.1: a
     * client uses a version no higher than the one in the server's profile).
     */
    public static GiopVersion highestCommon(int peerMajor, int peerMinor) {
        if (peerMajor > 1 || (peerMajor == 1 && peerMinor >= 2)) {
            return V1_2;
        }
        return peerMinor == 1 ? V1_1 : V1_0;
    }

    @Override
    public String toString() {
        return major + "." + minor;
    }
}
