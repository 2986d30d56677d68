package org.peregrine.poa.demux;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.omg.PortableServer.Servant;

/**
 * A POA's active object map (CORBA 3.0 §11.2.2): object id to servant, and servant to its ids
 * for the UNIQUE_ID policy. Thread-safe; reads and writes take one lock (the upcall path does a
 * single look-up).
 */
public final class ActiveObjectMap {

    private final Map<ObjectId, Servant> byId = new HashMap<>();
    private final Map<Servant, List<ObjectId>> byServant = new IdentityHashMap<>();

    /** The servant active under {@code id}, or {@code null}. */
    public synchronized Servant servant(byte[] id) {
        return byId.get(new ObjectId(id));
    }

    /** Whether {@code id} is active. */
    public synchronized boolean isActive(byte[] id) {
        return byId.containsKey(new ObjectId(id));
    }

    /** The first id {@code servant} is active under, or {@code null}. */
    public synchronized byte[] idOf(Servant servant) {
        List<ObjectId> ids = byServant.get(servant);
        return ids == null || ids.isEmpty() ? null : ids.get(0).bytes().clone();
    }

    /** Whether {@code servant} is active under some id. */
    public synchronized boolean isActive(Servant servant) {
        return byServant.containsKey(servant);
    }

    /**
     * Activates {@code servant} under {@code id}.
     *
     * @return false if the id was already active (nothing changed)
     */
    public synchronized boolean put(byte[] id, Servant servant) {
        ObjectId key = new ObjectId(id.clone());
        if (byId.containsKey(key)) {
            return false;
        }
        byId.put(key, servant);
        byServant.computeIfAbsent(servant, s -> new ArrayList<>(1)).add(key);
        return true;
    }

    /** Deactivates {@code id}; returns its servant, or {@code null} if it was not active. */
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

    /** Removes everything, returning the (id, servant) pairs that were active. */
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
