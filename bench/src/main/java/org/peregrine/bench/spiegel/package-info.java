/**
 * Spiegel's experiment (A. Spiegel, <i>Objects by Value: Evaluating the Trade-Off</i>, 1998,
 * §3.1): a caller passes an object holding m items to a callee that invokes it n times, once by
 * value and once by reference; the runner fits t_v(m) = T_v + t_e·m and t_r(n) = T_r + t_i·n,
 * prints the trade-off line m &lt; a + b·n (Spiegel's Tables 1 and 2) and draws it, on loopback
 * and, where network namespaces and {@code tc} are available, over links shaped to slower rates
 * (§4.2). Entry point: {@link org.peregrine.bench.spiegel.SpiegelRunner}.
 */
package org.peregrine.bench.spiegel;
