package org.peregrine.interop.rmi;

import static org.peregrine.interop.conformance.Expect.isTrue;
import static org.peregrine.interop.rmi.Verify.equal;

import java.util.ArrayList;
import java.util.Date;
import java.util.List;

import org.peregrine.interop.conformance.Check;

/**
 * Object identity across a call: a value written twice in one request or reply is written once
 * and then as an indirection to it (CORBA 3.0 §15.3.4.3), so the reader gets one object where
 * the writer had one, and a graph that reaches itself comes back reaching itself. The graphs
 * travel in a {@code java.lang.Object[]}, a boxed sequence of {@code any} (Java Language to IDL
 * Mapping §1.3.6), so that the checks can compare the elements with {@code ==}. Within one
 * value, test-support's shared and cycle samples check the same through their {@code equals}
 * ({@link ValueRmiChecks}).
 */
final class GraphRmiChecks {

    private GraphRmiChecks() {
    }

    static List<Check> all(Exchange t) {
        return List.of(
                new Check("graphs.shared", () -> {
                    Date shared = new Date(1_000_000_000_000L);
                    List<Object> holder = new ArrayList<>(List.of(shared));
                    Object[] echoed = t.echoObjects(new Object[] {shared, shared, holder, new Date(shared.getTime())});
                    equal(shared, echoed[0], "element 0");
                    isTrue(echoed[0] == echoed[1], "elements 0 and 1, one Date sent twice, are one object");
                    isTrue(((List<?>) echoed[2]).get(0) == echoed[0], "the list's element is element 0");
                    isTrue(echoed[3] != echoed[0], "element 3, an equal Date of its own, is another object");
                }),
                new Check("graphs.cycle", () -> {
                    Object[] graph = new Object[2];
                    List<Object> list = new ArrayList<>();
                    graph[0] = graph;
                    graph[1] = list;
                    list.add(graph);
                    Object[] echoed = t.echoObjects(graph);
                    isTrue(echoed[0] == echoed, "element 0 is the array itself");
                    isTrue(((List<?>) echoed[1]).get(0) == echoed, "the list's element is the array");
                }),
                new Check("graphs.acrossParameters", () -> {
                    Date date = new Date(7);
                    isTrue(t.same(date, date), "one Date as both arguments arrives as one object");
                    isTrue(!t.same(date, new Date(7)), "two equal Dates arrive as two objects");
                }));
    }
}
