/**
 * Maven plugin {@code org.peregrine:peregrine-idl-maven-plugin} (prefix {@code peregrine-idl}):
 * goals {@code generate} and {@code generate-test} compile IDL with
 * {@link org.peregrine.idl.IdlCompiler} and add the output as a source root.
 */
package org.peregrine.idl.maven;
