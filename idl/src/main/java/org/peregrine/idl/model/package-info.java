/**
 * Peregrine's view of a compiled IDL specification: immutable records built by the JacORB
 * front end ({@code org.peregrine.idl.jacorb}) and read by the code generators
 * ({@code org.peregrine.idl.backend}), which never see {@code org.jacorb.idl} types: JacORB's
 * compiler keeps its state in statics and must be used under one lock, so its types stay inside
 * the front end.
 *
 * <p>Where the standard IDL-to-Java mapping already decides the code (how an argument of a given
 * IDL type is read, which Holder carries an {@code out} parameter, which Helper writes a user
 * exception), the model carries that code as JacORB printed it rather than re-deriving it, so the
 * Peregrine backends stay exactly consistent with the Helpers and Holders JacORB generates.
 */
package org.peregrine.idl.model;
