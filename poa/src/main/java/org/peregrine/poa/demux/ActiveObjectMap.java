package org.peregrine.poa.demux;

import java.util.Map;
import org.omg.PortableServer.Servant;

/**
 * A POA's active object map (CORBA 3.0 §11.2.2): object id to servant, and servant to its ids
 * for the UNIQUE_ID policy. Variants: {@link SlotActiveObjectMap} for ids the POA assigns
 * (array look-ups), {@link HashActiveObjectMap} for ids the user assigns. Thread-safe.
 */
public interface ActiveObjectMap {

    /** The map for a POA with these policies. */
    static ActiveObjectMap forPolicies(boolean systemId) {
        return systemId ? new SlotActiveObjectMap() : new HashActiveObjectMap();
    }

    /** The servant active under {@code id}, or {@code null}. Called on every request. */
    Servant servant(byte[] id);

    /** Whether {@code id} is active. */
    boolean isActive(byte[] id);

    /** The first id {@code servant} is active under, or {@code null}. */
    byte[] idOf(Servant servant);

    /** Whether {@code servant} is active under some id. */
    boolean isActive(Servant servant);

    /**
     * A fresh id this map will accept in {@link #put}, not yet active (SYSTEM_ID POAs only).
     *
     * @throws UnsupportedOperationException for a USER_ID map
     */
    byte[] newId();

    /**
     * Activates {@code servant} under {@code id}.
     *
     * @return false if the id was already active (nothing changed)
     * @throws IllegalArgumentException if a SYSTEM_ID map did not make {@code id}
     */
    boolean put(byte[] id, Servant servant);

    /** Deactivates {@code id}; returns its servant, or {@code null} if it was not active. */
    Servant remove(byte[] id);

    /** Removes everything, returning the (id, servant) pairs that were active. */
    Map<byte[], Servant> clear();
}
