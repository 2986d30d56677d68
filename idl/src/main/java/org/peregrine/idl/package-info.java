/**
 * Peregrine's IDL compiler API: {@link org.peregrine.idl.IdlCompiler} (command line and
 * {@link org.peregrine.idl.IdlCompiler#compile(CompileRequest)}), its request, result and
 * diagnostics. The JacORB-specific parts live in the internal package
 * {@code org.peregrine.idl.jacorb}.
 */
package org.peregrine.idl;
