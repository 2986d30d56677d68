/**
 * The only code that touches JacORB's IDL compiler ({@code org.jacorb.idl}); internal to
 * {@code peregrine-idl}, not API.
 *
 * <p>JacORB 3.9 keeps all compiler state in static fields, so everything here runs under the
 * single lock of {@link org.peregrine.idl.jacorb.JacorbCompiler}: two compilations at once would
 * share (and corrupt) that state.
 */
package org.peregrine.idl.jacorb;
