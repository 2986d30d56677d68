package org.peregrine.poa.demux;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.omg.PortableServer.Servant;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.peregrine.bench.MicrobenchmarkDefaults;
import org.peregrine.bench.server.BenchServant;

/**
 * Object id to servant, the first half of demultiplexing a request, with {@code objects}
 * servants active: Peregrine's active demultiplexing ({@link SlotActiveObjectMap}, a SYSTEM_ID
 * POA: the id is a slot index and a generation, one array look-up) against hashing ({@link
 * HashActiveObjectMap}, a USER_ID POA), both asked for the same 8-octet ids, which the slot map
 * assigned. A third benchmark adds what precedes the look-up on every request to a transient
 * POA: {@link ObjectKey#decode} of the whole object key.
 *
 * <p>Every invocation looks up the next id of a fixed random permutation of all active ids, so
 * with many objects the maps' memory is touched as by unrelated clients; the id (or key) is first
 * copied into one reused array, as it would arrive hot in the request message.
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar ObjectDemuxBenchmark
 * java -jar bench/target/benchmarks.jar ObjectDemuxBenchmark -p objects=100000
 * </pre>
 */
public class ObjectDemuxBenchmark extends MicrobenchmarkDefaults {

    /** Any value: the keys belong to no ORB, nothing checks it here. */
    private static final int ORB_INSTANCE = 0x5eed;

    @Param({"1", "1000", "100000"})
    public int objects;

    private final SlotActiveObjectMap slots = new SlotActiveObjectMap();
    private final HashActiveObjectMap hashed = new HashActiveObjectMap();
    /** The ids in look-up order, back to back. */
    private byte[] ids;
    /** The transient object keys of the same ids, in the same order, back to back. */
    private byte[] keys;
    private int keyLength;
    private final byte[] id = new byte[SlotActiveObjectMap.ID_LENGTH];
    private byte[] key;
    private int next;

    @Setup
    public void setUp() {
        List<byte[]> active = new ArrayList<>(objects);
        for (int i = 0; i < objects; i++) {
            byte[] newId = slots.newId();
            Servant servant = new BenchServant();
            slots.put(newId, servant);
            hashed.put(newId, servant);
            active.add(newId);
        }
        Collections.shuffle(active, new Random(42));
        keyLength = keyOf(active.get(0)).length;
        ids = new byte[objects * id.length];
        keys = new byte[objects * keyLength];
        key = new byte[keyLength];
        for (int i = 0; i < objects; i++) {
            System.arraycopy(active.get(i), 0, ids, i * id.length, id.length);
            System.arraycopy(keyOf(active.get(i)), 0, keys, i * keyLength, keyLength);
        }
        for (byte[] activeId : active) {
            Servant servant = slots.servant(activeId);
            if (servant == null || servant != hashed.servant(activeId)
                    || servant != slots.servant(ObjectKey.decode(keyOf(activeId)).objectId())) {
                throw new IllegalStateException("the maps disagree");
            }
        }
    }

    private static byte[] keyOf(byte[] objectId) {
        return new ObjectKey(false, 0, ORB_INSTANCE, List.of(), objectId).encode();
    }

    /** The index of the next look-up, cycling through the permutation. */
    private int nextIndex() {
        int index = next;
        next = index + 1 == objects ? 0 : index + 1;
        return index;
    }

    private byte[] nextId() {
        System.arraycopy(ids, nextIndex() * id.length, id, 0, id.length);
        return id;
    }

    @Benchmark
    public Servant slotMap() {
        return slots.servant(nextId());
    }

    @Benchmark
    public Servant hashMap() {
        return hashed.servant(nextId());
    }

    @Benchmark
    public Servant decodeKeyThenSlotMap() {
        System.arraycopy(keys, nextIndex() * keyLength, key, 0, keyLength);
        return slots.servant(ObjectKey.decode(key).objectId());
    }
}
