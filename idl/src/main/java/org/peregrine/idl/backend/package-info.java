/**
 * Peregrine's code generators. They read {@code org.peregrine.idl.model} records only, never
 * JacORB's parse tree, and return Java source text; the front end decides where it is written.
 * Internal to {@code peregrine-idl}, not API.
 */
package org.peregrine.idl.backend;
