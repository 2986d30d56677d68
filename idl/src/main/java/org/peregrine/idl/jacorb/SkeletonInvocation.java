package org.peregrine.idl.jacorb;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.jacorb.idl.Method;
import org.jacorb.idl.OpDecl;
import org.jacorb.idl.Operation;
import org.jacorb.idl.ParamDecl;
import org.jacorb.idl.VoidTypeSpec;
import org.peregrine.idl.model.OperationModel;
import org.peregrine.idl.model.SizedValue;

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
 * <p>A second variant, {@link OperationModel#replyAfterCall()}, calls the servant before the
 * reply is created, so that the dispatcher can size the reply for the result and the
 * {@code out}/{@code inout} values in hand ({@link #callBeforeReply}); where JacORB's text is not
 * shaped as expected there is no such variant, and the dispatcher creates its reply unsized.
 * The model also carries the values of the request and the reply with their
 * {@linkplain WireTypes shapes}.
 *
 * <p>Thread rule: called only under {@link JacorbCompiler}'s lock, during JacORB's code
 * generation phase (printing reads JacORB's static state).
 */
final class SkeletonInvocation {

    static final String SERVANT = "_servant";
    /** The local that keeps the servant's result until the reply is created. */
    static final String RETURNED = "_returned";
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
        OperationModel.Kind kind = kind(operation);
        List<SizedValue> results = kind == OperationModel.Kind.ONEWAY_OPERATION ? List.of() : results(operation);
        String replyAfterCall = results.isEmpty() ? null : callBeforeReply(call, operation);
        return new OperationModel(wireName, kind, indentForMethodBody(call),
                replyAfterCall == null ? null : indentForMethodBody(replyAfterCall), arguments(operation), results);
    }

    /**
     * The request's values as the stub's method has them: JacORB names its parameters after the
     * IDL parameters ({@code OpDecl.printStreamBody}) and an attribute setter's {@code a}
     * ({@code Method.printMethod}); an {@code inout} parameter is a Holder.
     */
    private static List<SizedValue> arguments(Operation operation) {
        List<SizedValue> arguments = new ArrayList<>();
        if (operation instanceof OpDecl op) {
            for (Object each : op.paramDecls) {
                ParamDecl param = (ParamDecl) each;
                String name = param.simple_declarator.toString();
                if (param.paramAttribute == ParamDecl.MODE_IN) {
                    arguments.add(new SizedValue(name, WireTypes.of(param.paramTypeSpec)));
                } else if (param.paramAttribute == ParamDecl.MODE_INOUT) {
                    arguments.add(new SizedValue(name + ".value", WireTypes.of(param.paramTypeSpec)));
                }
            }
        } else {
            Method method = (Method) operation;
            if (!method.isGetter()) {
                arguments.add(new SizedValue("a", WireTypes.of(method.parameterType)));
            }
        }
        return arguments;
    }

    /**
     * The reply's values as {@link #callBeforeReply} has them: the result in {@link #RETURNED},
     * {@code out} and {@code inout} values in the Holders {@code _arg0}, {@code _arg1}... that
     * {@code Operation.printInvocation} declares for the parameters in order.
     */
    private static List<SizedValue> results(Operation operation) {
        List<SizedValue> results = new ArrayList<>();
        if (operation instanceof OpDecl op) {
            if (!(op.opTypeSpec.typeSpec() instanceof VoidTypeSpec)) {
                results.add(new SizedValue(RETURNED, WireTypes.of(op.opTypeSpec)));
            }
            for (int i = 0; i < op.paramDecls.size(); i++) {
                ParamDecl param = (ParamDecl) op.paramDecls.get(i);
                if (param.paramAttribute != ParamDecl.MODE_IN) {
                    results.add(new SizedValue("_arg" + i + ".value", WireTypes.of(param.paramTypeSpec)));
                }
            }
        } else {
            Method method = (Method) operation;
            if (method.isGetter()) {
                results.add(new SizedValue(RETURNED, WireTypes.of(method.resultType)));
            }
        }
        return results;
    }

    /**
     * {@code printed} (with the call qualified by {@link #rewriteCall}) with the servant called
     * before the reply is created: a void call's statement moves above {@code _out =
     * handler.createReply();}; otherwise {@code var _returned = _servant.op(...);} goes there and
     * the call's statement uses {@code _returned}. JacORB prints the call as exactly
     * {@code _servant.name(_arg0,_arg1...)}, once, on the line after the reply is created;
     * {@code null} if the text is not shaped so.
     */
    static String callBeforeReply(String printed, Operation operation) {
        int reply = printed.indexOf(CREATE_REPLY);
        if (reply < 0 || printed.indexOf(CREATE_REPLY, reply + 1) >= 0) {
            return null;
        }
        int replyLineStart = printed.lastIndexOf('\n', reply) + 1;
        int lineStart = printed.indexOf('\n', reply) + 1;
        int lineEnd = printed.indexOf('\n', lineStart);
        if (lineStart == 0 || lineEnd < 0) {
            return null;
        }
        String line = printed.substring(lineStart, lineEnd);
        String call = SERVANT + "." + operation.name() + "(" + argumentList(operation) + ")";
        int at = line.indexOf(call);
        if (at < 0 || line.indexOf(call, at + 1) >= 0) {
            return null;
        }
        String indent = printed.substring(replyLineStart, reply);
        String replyLine = printed.substring(replyLineStart, lineStart);
        String before;
        String after;
        if (line.strip().equals(call + ";")) {
            before = line + "\n";
            after = "";
        } else {
            before = indent + "var " + RETURNED + " = " + call + ";\n";
            after = line.substring(0, at) + RETURNED + line.substring(at + call.length()) + "\n";
        }
        return printed.substring(0, replyLineStart) + before + replyLine + after + printed.substring(lineEnd + 1);
    }

    /** The arguments JacORB passes to the servant: {@code _arg0,_arg1...}, or none for a getter. */
    private static String argumentList(Operation operation) {
        if (operation instanceof OpDecl op) {
            StringJoiner list = new StringJoiner(",");
            for (int i = 0; i < op.paramDecls.size(); i++) {
                list.add("_arg" + i);
            }
            return list.toString();
        }
        return "";
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
