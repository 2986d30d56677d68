package org.peregrine.poa;

import org.peregrine.orb.spi.ObjectAdapter;
import org.peregrine.orb.spi.ObjectAdapterFactory;
import org.peregrine.orb.spi.OrbServices;

/** Makes the POA the object adapter of a Peregrine ORB; found by {@link java.util.ServiceLoader}. */
public final class PoaAdapterFactory implements ObjectAdapterFactory {

    @Override
    public ObjectAdapter create(OrbServices services) {
        return new PoaAdapter(services);
    }
}
