package org.peregrine.valuetypes;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.peregrine.bench.MicrobenchmarkDefaults;

/**
 * The maps that make indirections: {@code size} values recorded by identity and each looked up
 * once more ({@link IdentityPositions} against {@code IdentityHashMap} get-then-put), and {@code
 * size} tag positions 16 octets apart recorded and looked up ({@link PositionMap} against {@code
 * HashMap<Integer, ...>}, whose bins for multiples of 16 degenerate into trees).
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar PositionsBenchmark -p size=16384
 * </pre>
 */
public class PositionsBenchmark extends MicrobenchmarkDefaults {

    @Param({"256", "16384"})
    public int size;

    private Object[] values;

    @Setup
    public void setUp() {
        values = new Object[size];
        for (int i = 0; i < size; i++) {
            values[i] = new Object();
        }
    }

    @Benchmark
    public long identityPositions() {
        IdentityPositions positions = new IdentityPositions(ValueWriter.VALUES_EXPECTED);
        long sum = 0;
        for (int i = 0; i < size; i++) {
            if (positions.positionOrAdd(values[i]) < 0) {
                positions.positionOfAdded(16 * i);
            }
        }
        for (Object value : values) {
            sum += positions.positionOrAdd(value);
        }
        return sum;
    }

    @Benchmark
    public long identityHashMap() {
        Map<Object, Integer> positions = new IdentityHashMap<>();
        long sum = 0;
        for (int i = 0; i < size; i++) {
            if (positions.get(values[i]) == null) {
                positions.put(values[i], 16 * i);
            }
        }
        for (Object value : values) {
            sum += positions.get(value);
        }
        return sum;
    }

    @Benchmark
    public int positionMap() {
        PositionMap<Object> map = new PositionMap<>(ValueWriter.VALUES_EXPECTED);
        int found = 0;
        for (int i = 0; i < size; i++) {
            map.put(16 * i + 8, values[i]);
        }
        for (int i = 0; i < size; i++) {
            found += map.get(16 * i + 8) == values[i] ? 1 : 0;
        }
        return found;
    }

    @Benchmark
    public int integerHashMap() {
        Map<Integer, Object> map = new HashMap<>();
        int found = 0;
        for (int i = 0; i < size; i++) {
            map.put(16 * i + 8, values[i]);
        }
        for (int i = 0; i < size; i++) {
            found += map.get(16 * i + 8) == values[i] ? 1 : 0;
        }
        return found;
    }
}
