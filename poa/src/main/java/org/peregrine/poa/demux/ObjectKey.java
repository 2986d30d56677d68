package org.peregrine.poa.demux;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The object keys Peregrine's POAs write into IORs and find again on requests.
 *
 * <pre>
 *  0        4       5            9                 …
 *  +--------+-------+------------+-----------------+-----------+
 *  | "PGK"1 | flags | POA index  | ORB instance id | object id |   transient POA
 *  +--------+-------+------------+-----------------+-----------+
 *  | "PGK"1 | flags | POA index  | path: n, n × (length:short, UTF-8 name) | object id |  persistent POA
 *  flags bit 0: persistent. Integers big-endian.
 * </pre>
 *
 * The POA index finds the POA with one array look-up; a transient key also carries the ORB
 * instance id, so keys of an earlier process never reach a POA of this one (they get
 * OBJECT_NOT_EXIST); a persistent key carries the POA's path, so it is found again after a
 * restart even when the index differs.
 *
 * @param persistent whether the POA is PERSISTENT
 * @param poaIndex the POA's index in its ORB
 * @param orbInstance the ORB instance id (transient keys only, else 0)
 * @param poaPath the names from below the RootPOA to the POA (persistent keys only, else empty)
 * @param objectId the object id
 */
public record ObjectKey(boolean persistent, int poaIndex, int orbInstance, List<String> poaPath, byte[] objectId) {

    private static final byte[] MAGIC = {'P', 'G', 'K', 1};
    private static final int FLAG_PERSISTENT = 1;

    /** The key's bytes. */
    public byte[] encode() {
        List<byte[]> names = new ArrayList<>();
        int size = MAGIC.length + 1 + 4 + (persistent ? 1 : 4) + objectId.length;
        if (persistent) {
            for (String name : poaPath) {
                byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
                names.add(bytes);
                size += 2 + bytes.length;
            }
        }
        ByteBuffer key = ByteBuffer.allocate(size);
        key.put(MAGIC).put((byte) (persistent ? FLAG_PERSISTENT : 0)).putInt(poaIndex);
        if (persistent) {
            key.put((byte) names.size());
            for (byte[] name : names) {
                key.putShort((short) name.length).put(name);
            }
        } else {
            key.putInt(orbInstance);
        }
        return key.put(objectId).array();
    }

    /** Decodes a key; {@code null} if it is not one of Peregrine's or is malformed. */
    public static ObjectKey decode(byte[] bytes) {
        if (bytes.length < MAGIC.length + 1 + 4 + 1 || !Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
            return null;
        }
        ByteBuffer key = ByteBuffer.wrap(bytes, MAGIC.length, bytes.length - MAGIC.length);
        boolean persistent = (key.get() & FLAG_PERSISTENT) != 0;
        int poaIndex = key.getInt();
        int instance = 0;
        List<String> path = List.of();
        if (persistent) {
            int count = key.get() & 0xff;
            List<String> names = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                if (key.remaining() < 2) {
                    return null;
                }
                int length = key.getShort() & 0xffff;
                if (key.remaining() < length) {
                    return null;
                }
                names.add(new String(bytes, key.position(), length, StandardCharsets.UTF_8));
                key.position(key.position() + length);
            }
            path = List.copyOf(names);
        } else {
            if (key.remaining() < 4) {
                return null;
            }
            instance = key.getInt();
        }
        byte[] objectId = Arrays.copyOfRange(bytes, key.position(), bytes.length);
        return new ObjectKey(persistent, poaIndex, instance, path, objectId);
    }
}
