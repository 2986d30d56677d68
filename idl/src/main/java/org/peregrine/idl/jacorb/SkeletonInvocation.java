package org.peregrine.idl.jacorb;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.jacorb.idl.Method;
import org.jacorb.idl.OpDecl;
import org.jacorb.idl.Operation;
import org.peregrine.idl.model.OperationModel;

/**
 * Turns one JacORB {@link Operation} into an {@link OperationModel} whose statements are exactly
 * those JacORB prints into {@code XPOA._invoke} for it ({@code Operation.printInvocation}): the
 * IDL-to-Java mapping of reading arguments, Holders for {@code out}/{@code inout}, writing the
 * result, and catching user exceptions stays JacORB's, so it cannot drift from the Helpers and
 * Holders JacORB generates.
 *
 * <p>One change is made: the skeleton is the servant and calls {@code op(...)} on itself, a
 * dispatcher calls {@code _servant.op(...)}. JacORB prints that call as the only unqualified
 * call of the operation's Java name on the line after {@code _out = handler.createReply();}
 * (before it come only argument reads; after it only Holder writes and {@code catch} clauses).
 * The rewrite accepts exactly one such call and otherwise fails the compilation, so a JacORB
 * upgrade that prints differently cannot silently produce a wrong dispatcher.
 *
 * <p>Thread rule: called only under {@link JacorbCompiler}'s lock, during JacORB's code
 * generation phase (printing reads JacORB's static state).
 */
final class SkeletonInvocation {

    static final String SERVANT = "_servant";
    private static final String CREATE_REPLY = "_out = handler.createReply();";

    private SkeletonInvocation() {}

    /** The model of {@code operation}, whose wire name JacORB's skeleton maps as given. */
    static OperationModel of(Operation operation, String wireName) {
        StringWriter text = new StringWriter();
        try (PrintWriter printer = new PrintWriter(text)) {
            operation.printInvocation(printer);
        }
        String printed = text.toString().replace("\r\n", "\n");
        String call = rewriteCall(printed, operation);
        return new OperationModel(wireName, kind(operation), indentForMethodBody(call));
    }

    private static OperationModel.Kind kind(Operation operation) {
        if (operation instanceof Method method) {
            return method.isGetter()
                    ? OperationModel.Kind.ATTRIBUTE_GETTER
                    : OperationModel.Kind.ATTRIBUTE_SETTER;
        }
        return ((OpDecl) operation).opAttribute == OpDecl.ONEWAY
                ? OperationModel.Kind.ONEWAY_OPERATION
                : OperationModel.Kind.OPERATION;
    }

    /** {@code printed} with the servant call qualified by {@link #SERVANT}. */
    static String rewriteCall(String printed, Operation operation) {
        int reply = printed.indexOf(CREATE_REPLY);
        if (reply < 0) {
            throw unexpected(operation, printed, "no " + CREATE_REPLY);
        }
        int lineStart = printed.indexOf('\n', reply) + 1;
        int lineEnd = printed.indexOf('\n', lineStart);
        if (lineStart == 0 || lineEnd < 0) {
            throw unexpected(operation, printed, "no statement after " + CREATE_REPLY);
        }
        String line = printed.substring(lineStart, lineEnd);
        List<Integer> calls = unqualifiedCalls(line, operation);
        if (calls.size() != 1) {
            throw unexpected(operation, printed, calls.size() + " calls of " + operation.name());
        }
        int at = lineStart + calls.get(0);
        return printed.substring(0, at) + SERVANT + "." + printed.substring(at);
    }

    /**
     * Where {@code line} calls the operation's Java method: {@code name(} not preceded by an
     * identifier character or a dot (so neither {@code _out.name(} nor {@code xname(}); for an
     * {@code OpDecl} also followed by exactly its argument list {@code _arg0,_arg1...)}.
     */
    private static List<Integer> unqualifiedCalls(String line, Operation operation) {
        String open = operation.name() + "(";
        String arguments = null;
        if (operation instanceof OpDecl op) {
            StringJoiner list = new StringJoiner(",", "", ")");
            for (int i = 0; i < op.paramDecls.size(); i++) {
                list.add("_arg" + i);
            }
            arguments = list.toString();
        }
        List<Integer> calls = new ArrayList<>();
        for (int at = line.indexOf(open); at >= 0; at = line.indexOf(open, at + 1)) {
            char before = at == 0 ? ' ' : line.charAt(at - 1);
            if (before == '.' || Character.isJavaIdentifierPart(before)) {
                continue;
            }
            if (arguments == null || line.startsWith(arguments, at + open.length())) {
                calls.add(at);
            }
        }
        return calls;
    }

    /**
     * Re-indents JacORB's lines for a method body: JacORB indents for a {@code case} of
     * {@code _invoke}, and not consistently (some types' write statements start at column 2), so
     * the indentation is derived from the braces instead.
     */
    static String indentForMethodBody(String printed) {
        StringBuilder body = new StringBuilder();
        int depth = 0;
        for (String line : printed.split("\n")) {
            String statement = line.strip();
            if (statement.isEmpty()) {
                continue;
            }
            int closing = statement.startsWith("}") ? 1 : 0;
            depth = Math.max(0, depth - closing);
            body.append("\t".repeat(2 + depth)).append(statement).append('\n');
            depth = Math.max(0, depth + count(statement, '{') - count(statement, '}') + closing);
        }
        return body.toString();
    }

    private static int count(String text, char c) {
        return (int) text.chars().filter(each -> each == c).count();
    }

    private static IllegalStateException unexpected(Operation operation, String printed,
            String problem) {
        return new IllegalStateException("JacORB printed an unexpected skeleton invocation for "
                + operation.opName() + " (" + problem + "); update "
                + SkeletonInvocation.class.getName() + " for this JacORB version:\n" + printed);
    }
}
