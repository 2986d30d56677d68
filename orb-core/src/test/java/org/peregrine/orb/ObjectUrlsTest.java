package org.peregrine.orb;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.BAD_PARAM;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.ior.IiopProfile;

/** Malformed {@code corbaloc:iiop:} addresses (CORBA 3.0 §13.6.10): BAD_PARAM, with what failed to parse. */
class ObjectUrlsTest {

    @ParameterizedTest
    @ValueSource(strings = {"corbaloc:iiop:1.x@host:2809/key", "corbaloc:iiop:one.0@host:2809/key",
        "corbaloc:iiop:host:28o9/key", "corbaloc:iiop:[::1]:port/key"})
    void shouldChainTheNumberThatFailedToParseWhenAnAddressIsMalformed(String url) {
        BAD_PARAM e = assertThrows(BAD_PARAM.class, () -> ObjectUrls.parse(url));

        assertEquals(OmgMinor.BAD_PARAM_BAD_ADDRESS.value(), e.minor);
        assertInstanceOf(NumberFormatException.class, e.getCause());
    }

    @ParameterizedTest
    @ValueSource(strings = {"corbaloc:iiop:1@host:2809/key", "corbaloc:iiop:1.2.3@host:2809/key"})
    void shouldRaiseBadAddressWhenTheVersionIsNotMajorDotMinor(String url) {
        BAD_PARAM e = assertThrows(BAD_PARAM.class, () -> ObjectUrls.parse(url));

        assertEquals(OmgMinor.BAD_PARAM_BAD_ADDRESS.value(), e.minor);
        assertNull(e.getCause(), "nothing failed but the shape");
    }

    @Test
    void shouldReadTheVersionHostPortAndKey() {
        IiopProfile profile = ObjectUrls.parse("corbaloc:iiop:1.2@example.org:2810/a%2fb").iiopProfile();

        assertEquals(List.of(1, 2, "example.org", 2810), List.of(profile.major(), profile.minor(), profile.host(),
                profile.port()));
        assertArrayEquals("a/b".getBytes(StandardCharsets.ISO_8859_1), profile.objectKey());
    }

    @Test
    void shouldTakeTheUtf8OctetsOfAKeyCharacterOutsideAscii() {
        IiopProfile profile = ObjectUrls.parse("corbaloc:iiop:host:2809/Ñame/\u20ac\ud83d\ude00%00").iiopProfile();

        byte[] expected = "Ñame/\u20ac\ud83d\ude00\u0000".getBytes(StandardCharsets.UTF_8);
        assertArrayEquals(expected, profile.objectKey());
    }
}
