package org.peregrine.idl.backend;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.peregrine.idl.model.InterfaceModel;
import org.peregrine.idl.model.OperationModel;

/**
 * Makes the stub the standard mapping generated for an interface ({@code _XStub}) start each
 * request in a buffer sized for its arguments when it runs on Peregrine's ORB, so that a large
 * request leaves as one message instead of growing a buffer or continuing in Fragments.
 *
 * <p>JacORB's stub starts a request with {@code _os = _request("op", true);}. The rewrite turns
 * that statement, for every operation whose request has a body, into
 *
 * <pre>{@code
 * _os = _get_delegate() instanceof org.peregrine.orb.spi.SizedRequests
 *     ? ((org.peregrine.orb.spi.SizedRequests) _get_delegate()).request(this, "op", true, <estimate>)
 *     : _request("op", true);
 * }</pre>
 *
 * with the estimate of {@link SizeEstimates} over the method's parameters (unless it is a small
 * constant, {@link SizeEstimates#SMALLEST_HINT}: then the statement stays), and appends the
 * estimates' helper methods to the class. On any other ORB's delegate the stub calls
 * {@code _request} exactly as before and estimates nothing, so the same stubs still run on JacORB
 * and the GlassFish ORB (which then need the {@code SizedRequests} interface, from
 * {@code peregrine-orb-core}, on their class path). Nothing else changes.
 *
 * <p>A rewrite of JacORB's text rather than a stub generator of its own, as
 * {@link SupportingValueRewriter} does: the stub stays the standard mapping's in every other
 * respect. Every {@code _request} statement must be one JacORB 3.9 prints for an operation of the
 * model, and every operation with arguments must have exactly one; a stub shaped otherwise is
 * left as it is ({@link #rewrite} is then empty), so an unexpected JacORB output costs the hint,
 * never correctness.
 *
 * <p>Thread rule: stateless, safe from any thread.
 */
public final class StubRewriter {

    /** The Peregrine interface a sized request goes through. */
    static final String SIZED_REQUESTS = "org.peregrine.orb.spi.SizedRequests";

    /** {@code OpDecl.printStreamBody} and {@code Method.printMethod} of JacORB 3.9. */
    private static final Pattern REQUEST = Pattern.compile(
            "(?m)^(\\t*)_os = _request\\(( ?)\"([A-Za-z0-9_]+)\",( ?)(true|false)\\);$");

    private StubRewriter() {}

    /** The simple name of the stub class of interface {@code interfaceName}. */
    public static String className(String interfaceName) {
        return "_" + interfaceName + "Stub";
    }

    /**
     * {@code source}, JacORB's stub for {@code model}, with its requests sized (as it is if no
     * request is worth a hint); empty if the stub is not shaped as expected (see above).
     */
    public static Optional<String> rewrite(String source, InterfaceModel model) {
        Map<String, OperationModel> operations = new HashMap<>();
        for (OperationModel operation : model.operations()) {
            operations.put(operation.wireName(), operation);
        }
        SizeEstimates estimates = new SizeEstimates();
        Map<String, Integer> seen = new HashMap<>();
        StringBuilder rewritten = new StringBuilder();
        Matcher request = REQUEST.matcher(source);
        int copied = 0;
        while (request.find()) {
            String wireName = request.group(3);
            OperationModel operation = operations.get(wireName);
            if (operation == null || seen.merge(wireName, 1, Integer::sum) > 1) {
                return Optional.empty();
            }
            SizeEstimates.Estimate estimate = estimates.of(operation.arguments());
            if (!estimate.worthAHint()) {
                continue;
            }
            rewritten.append(source, copied, request.start())
                    .append(sizedRequest(request.group(1), request.group(0).strip(), wireName, request.group(5),
                            estimate));
            copied = request.end();
        }
        for (OperationModel operation : model.operations()) {
            if (!seen.containsKey(operation.wireName()) && !operation.arguments().isEmpty()) {
                return Optional.empty();
            }
        }
        if (copied == 0) {
            return Optional.of(source); // no request worth a hint
        }
        int classEnd = source.lastIndexOf('}');
        if (classEnd < copied) {
            return Optional.empty();
        }
        rewritten.append(source, copied, classEnd).append(estimates.helpers())
                .append(source, classEnd, source.length());
        return Optional.of(rewritten.toString());
    }

    private static String sizedRequest(String indent, String original, String wireName, String responseExpected,
            SizeEstimates.Estimate estimate) {
        String call = original.substring("_os = ".length());
        return indent + "_os = _get_delegate() instanceof " + SIZED_REQUESTS + "\n"
                + indent + "\t? ((" + SIZED_REQUESTS + ") _get_delegate()).request(this, \"" + wireName + "\", "
                + responseExpected + ",\n"
                + indent + "\t\t" + estimate.intExpression() + ")\n"
                + indent + "\t: " + call;
    }
}
