package org.peregrine.bench.jmh;

import java.util.List;
import java.util.Map;

import org.peregrine.bench.Peers;

/**
 * One column of a table that compares ORBs by a JMH benchmark: the benchmarks to run and how,
 * in JVMs with one system's classpath.
 *
 * @param title       the column's heading
 * @param classpathOf the system whose classpath the JVMs get (which ORB's jars)
 * @param jvmArgs     the benchmark JVMs' arguments besides the heap {@link JmhRounds} gives them:
 *                    the ORB's selection and whatever properties the column runs it with
 * @param include     JMH's include pattern of the benchmarks
 * @param params      benchmark parameters fixed for this column, by name
 */
public record JmhColumn(String title, Peers classpathOf, List<String> jvmArgs, String include,
        Map<String, String> params) {

    public JmhColumn {
        jvmArgs = List.copyOf(jvmArgs);
        params = Map.copyOf(params);
    }
}
