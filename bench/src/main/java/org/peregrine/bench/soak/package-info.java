/**
 * The soak: a Peregrine server JVM ({@link org.peregrine.bench.soak.SoakServer}) and a client JVM
 * ({@link org.peregrine.bench.soak.SoakClient}) whose callers make a mix of calls
 * ({@link org.peregrine.bench.soak.CallKind}) for a number of minutes, both JVMs printing their
 * figures once a minute, and the runner ({@link org.peregrine.bench.soak.SoakRunner}) that starts
 * them and turns those lines into a report of calls, errors and whether memory, threads and file
 * descriptors hold still.
 */
package org.peregrine.bench.soak;
