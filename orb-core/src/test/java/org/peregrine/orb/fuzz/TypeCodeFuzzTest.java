package org.peregrine.orb.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import org.omg.CORBA.TypeCode;
import org.peregrine.orb.PeregrineOrbSingleton;
import org.peregrine.orb.stream.CdrInputStream;
import org.peregrine.orb.stream.CdrOutputStream;

/**
 * TypeCodes read from untrusted octets ({@link org.peregrine.orb.typecode.TypeCodeReader},
 * through {@code CdrInputStream.read_TypeCode}): the input is the encoding, in the version, byte
 * order and code sets its last octets pick ({@link PooledStreams}). A TypeCode read is written
 * again and must read back equal and equivalent, and compact.
 */
class TypeCodeFuzzTest {

    private final PeregrineOrbSingleton orb = new PeregrineOrbSingleton();
    private final PooledStreams streams = new PooledStreams(orb);

    @FuzzTest
    void typeCode(FuzzedDataProvider data) {
        TypeCode read = streams.read(data, CdrInputStream::read_TypeCode);
        if (read == null) {
            return;
        }
        CdrOutputStream out = CdrOutputStream.free(orb, false);
        out.write_TypeCode(read);
        TypeCode again = out.create_input_stream().read_TypeCode();
        assertTrue(read.equal(again) && again.equal(read), () -> read + " written and read again as " + again);
        assertTrue(read.equivalent(again), () -> read + " not equivalent to itself written and read again");
        read.get_compact_typecode();
    }
}
