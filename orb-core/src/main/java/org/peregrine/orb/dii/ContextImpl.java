package org.peregrine.orb.dii;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.omg.CORBA.Any;
import org.omg.CORBA.CTX_RESTRICT_SCOPE;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.Context;
import org.omg.CORBA.NVList;
import org.omg.CORBA.NamedValue;
import org.omg.CORBA.TCKind;
import org.peregrine.giop.error.SystemExceptions;

/**
 * A context object (CORBA 3.0 §7.5, §7.6): named string properties a client sends with the
 * operations whose IDL lists them in a context clause, in a tree whose searches fall back on the
 * parent's properties. Thread-safe: the ORB's default context is shared.
 */
public final class ContextImpl extends Context {

    private final String name;
    private final ContextImpl parent;
    private final Supplier<Any> newAny;
    /** Property values by name, in the order they were first set. */
    private final Map<String, String> values = new LinkedHashMap<>();

    /**
     * A context without a parent, such as the ORB's default context.
     *
     * @param newAny makes the values that {@link #get_values} returns
     */
    public ContextImpl(String name, Supplier<Any> newAny) {
        this(name, null, newAny);
    }

    private ContextImpl(String name, ContextImpl parent, Supplier<Any> newAny) {
        this.name = name;
        this.parent = parent;
        this.newAny = newAny;
    }

    @Override
    public String context_name() {
        return name;
    }

    @Override
    public Context parent() {
        return parent;
    }

    @Override
    public Context create_child(String childName) {
        return new ContextImpl(childName, this, newAny);
    }

    /** Sets {@code property} to the string {@code value} holds; only strings are context values. */
    @Override
    public void set_one_value(String property, Any value) {
        if (value.type().kind() != TCKind.tk_string) {
            throw SystemExceptions.of(DiiMinor.NOT_A_STRING, CompletionStatus.COMPLETED_NO, property,
                    value.type().kind().value());
        }
        set(property, value.extract_string());
    }

    /** Sets a property's value as a string, as read from a request. */
    public synchronized void set(String property, String value) {
        values.put(property, value);
    }

    /** Sets each of {@code properties}, whose flags must be 0. */
    @Override
    public void set_values(NVList properties) {
        for (int i = 0; i < properties.count(); i++) {
            NamedValue property = Arguments.at(properties, i);
            if (property.flags() != 0) {
                throw SystemExceptions.of(DiiMinor.CONTEXT_FLAGS, CompletionStatus.COMPLETED_NO, property.name(),
                        property.flags());
            }
            set_one_value(property.name(), property.value());
        }
    }

    /** Deletes the properties {@code pattern} matches here; BAD_CONTEXT if it matches none. */
    @Override
    public synchronized void delete_values(String pattern) {
        if (!values.keySet().removeIf(property -> matches(pattern, property))) {
            throw SystemExceptions.of(DiiMinor.NO_CONTEXT_PROPERTY, CompletionStatus.COMPLETED_NO, name, pattern);
        }
    }

    /**
     * The properties {@code pattern} matches, searched from the context named {@code startScope}
     * (this one or an ancestor; this one if empty) up through its ancestors, a nearer context's
     * value hiding a farther one's; with {@link CTX_RESTRICT_SCOPE} in {@code flags}, in the start
     * scope only.
     *
     * @throws org.omg.CORBA.BAD_CONTEXT if there is no such scope, or no property matches
     */
    @Override
    public NVList get_values(String startScope, int flags, String pattern) {
        ContextImpl scope = startScope == null || startScope.isEmpty() ? this : ancestor(startScope);
        Map<String, String> found = new LinkedHashMap<>();
        for (ContextImpl context = scope; context != null; context = context.parent) {
            context.collect(pattern, found);
            if ((flags & CTX_RESTRICT_SCOPE.value) != 0) {
                break;
            }
        }
        if (found.isEmpty()) {
            throw SystemExceptions.of(DiiMinor.NO_CONTEXT_PROPERTY, CompletionStatus.COMPLETED_NO, scope.name,
                    pattern);
        }
        NVList list = new NVListImpl(newAny);
        found.forEach((property, value) -> {
            Any any = newAny.get();
            any.insert_string(value);
            list.add_value(property, any, 0);
        });
        return list;
    }

    private ContextImpl ancestor(String scopeName) {
        for (ContextImpl context = this; context != null; context = context.parent) {
            if (scopeName.equals(context.name)) {
                return context;
            }
        }
        throw SystemExceptions.of(DiiMinor.NO_CONTEXT, CompletionStatus.COMPLETED_NO, scopeName, name);
    }

    /** Adds the matching properties of this context that {@code found} does not hold yet. */
    private synchronized void collect(String pattern, Map<String, String> found) {
        values.forEach((property, value) -> {
            if (matches(pattern, property)) {
                found.putIfAbsent(property, value);
            }
        });
    }

    /** Whether {@code pattern} names {@code property}: exactly, or as its start before a trailing {@code *}. */
    static boolean matches(String pattern, String property) {
        return pattern.endsWith("*")
                ? property.startsWith(pattern.substring(0, pattern.length() - 1))
                : pattern.equals(property);
    }
}
