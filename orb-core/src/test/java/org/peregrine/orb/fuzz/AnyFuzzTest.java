package org.peregrine.orb.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import org.omg.CORBA.Any;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptionKind;
import org.peregrine.orb.PeregrineOrbSingleton;
import org.peregrine.orb.stream.CdrInputStream;
import org.peregrine.orb.stream.CdrOutputStream;
import org.peregrine.valuetypes.ValueMinor;

/**
 * Anys read from untrusted octets (a TypeCode, then a value of it: {@code
 * CdrInputStream.read_any}, which reads the value through {@link org.peregrine.orb.any}), in the
 * version, byte order and code sets the input's last octets pick ({@link PooledStreams}). The
 * streams are the singleton ORB's, which has no threads: an object reference in the any ends the
 * read with its NO_IMPLEMENT (IORs are fuzzed in the giop module). An any read is written again
 * and must read back equal, unless writing it is refused as designed ({@link #isExpectedRefusal}).
 */
class AnyFuzzTest {

    private final PeregrineOrbSingleton orb = new PeregrineOrbSingleton();
    private final PooledStreams streams = new PooledStreams(orb);

    @FuzzTest
    void any(FuzzedDataProvider data) {
        Any read = streams.read(data, CdrInputStream::read_any);
        if (read == null) {
            return;
        }
        CdrOutputStream out = CdrOutputStream.free(orb, false);
        Any again;
        try {
            out.write_any(read);
            again = out.create_input_stream().read_any();
        } catch (SystemException e) {
            if (isExpectedRefusal(e)) {
                return;
            }
            throw e;
        }
        assertTrue(read.equal(again), () -> "an any of " + read.type() + " written and read again differs");
    }

    /**
     * What writing an any read again may refuse, as designed, and as recorded in
     * docs/fuzzing.md. A free stream writes char data in UTF-8, where a {@code char} (one octet)
     * is ASCII only: a char above U+007F read from an ISO 8859-1 message is refused there
     * (DATA_CONVERSION). Elements that take no octets (of {@code tk_null}, of an empty struct: no
     * IDL type, but a TypeCode may say so) are counted against the octets after them when read,
     * so that a forged count cannot loop for long; the any's copy has none after them (MARSHAL
     * minor 4). A box of string whose value came as another box (the GlassFish ORB sends {@code
     * CORBA::WStringValue}) is written as the box its TypeCode names, which this ORB cannot read
     * without that box's Helper (MARSHAL, no factory), nor at all if its id is a malformed RMI
     * repository id.
     */
    private static boolean isExpectedRefusal(SystemException e) {
        return is(e, OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET) || is(e, GiopMinor.SEQUENCE_LENGTH)
                || is(e, ValueMinor.NO_FACTORY) || is(e, ValueMinor.BAD_RMI_ID);
    }

    private static boolean is(SystemException e, MinorCode code) {
        return SystemExceptionKind.of(e) == code.kind() && e.minor == code.value();
    }
}
