package org.peregrine.orb.spi;

/**
 * The answer to a LocateRequest.
 *
 * @param here whether the object is served here
 * @param forward where to go instead, or {@code null}
 */
public record LocateResult(boolean here, org.omg.CORBA.Object forward) {

    public static final LocateResult HERE = new LocateResult(true, null);
    public static final LocateResult UNKNOWN = new LocateResult(false, null);
}
