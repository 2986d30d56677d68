package org.peregrine.valuetypes.fuzz;

/**
 * What {@link ReaderStream} throws where reading goes on only with an ORB: an object
 * reference, a TypeCode, an any. The fuzz test stops reading there; those decoders are fuzzed in
 * the giop and orb-core modules.
 */
final class OrbNeeded extends RuntimeException {

    OrbNeeded(String what) {
        super(what + " needs an ORB", null, false, false);
    }
}
