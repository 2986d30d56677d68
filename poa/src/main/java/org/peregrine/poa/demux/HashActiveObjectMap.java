package org.peregrine.poa.demux;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.omg.PortableServer.Servant;

/**
 * The active object map of a USER_ID POA (CORBA 3.0 §11.2.2): any object id to its servant by
 * hashing, and servant to its ids for the UNIQUE_ID policy. Thread-safe: requests find their
 * servant without a lock (a concurrent map); changes take one lock, so the two maps agree.
 */
public final class HashActiveObjectMap implements ActiveObjectMap {

    private final Map<ObjectId, Servant> byId = new ConcurrentHashMap<>();
    private final Map<Servant, List<ObjectId>> byServant = new IdentityHashMap<>();

    @Override
    public Servant servant(byte[] id) {
        return byId.get(new ObjectId(id));
    }

    @Override
    public boolean isActive(byte[] id) {
        return byId.containsKey(new ObjectId(id));
    }

    @Override
    public synchronized byte[] idOf(Servant servant) {
        List<ObjectId> ids = byServant.get(servant);
        return ids == null || ids.isEmpty() ? null : ids.get(0).bytes().clone();
    }

    @Override
    public synchronized boolean isActive(Servant servant) {
        return byServant.containsKey(servant);
    }

    @Override
    public byte[] newId() {
        throw new UnsupportedOperationException("a USER_ID POA does not assign ids");
    }

    @Override
    public synchronized boolean put(byte[] id, Servant servant) {
        ObjectId key = new ObjectId(id.clone());
        if (byId.containsKey(key)) {
            return false;
        }
        byId.put(key, servant);
        byServant.computeIfAbsent(servant, s -> new ArrayList<>(1)).add(key);
        return true;
    }

    @Override
    public synchronized Servant remove(byte[] id) {
        ObjectId key = new ObjectId(id);
        Servant servant = byId.remove(key);
        if (servant != null) {
            List<ObjectId> ids = byServant.get(servant);
            ids.remove(key);
            if (ids.isEmpty()) {
                byServant.remove(servant);
            }
        }
        return servant;
    }

    @Override
    public synchronized Map<byte[], Servant> clear() {
        Map<byte[], Servant> all = new IdentityHashMap<>();
        byId.forEach((id, servant) -> all.put(id.bytes(), servant));
        byId.clear();
        byServant.clear();
        return all;
    }

    /** An object id as a map key (arrays compare by identity). */
    private record ObjectId(byte[] bytes) {
        @Override
        public boolean equals(Object other) {
            return other instanceof ObjectId that && java.util.Arrays.equals(bytes, that.bytes);
        }

        @Override
        public int hashCode() {
            return java.util.Arrays.hashCode(bytes);
        }
    }
}
