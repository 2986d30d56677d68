package org.peregrine.idl.jacorb;

import java.io.File;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.jacorb.idl.AliasTypeSpec;
import org.jacorb.idl.ConstDecl;
import org.jacorb.idl.FixedPointConstType;
import org.jacorb.idl.FixedPointType;
import org.jacorb.idl.IdlSymbol;
import org.jacorb.idl.PositionInfo;
import org.jacorb.idl.Spec;
import org.jacorb.idl.TypeSpec;
import org.peregrine.idl.Diagnostic;
import org.peregrine.idl.backend.FixedPointRewriter;

/**
 * Prepares the IDL {@code fixed} types and constants of a parse tree for JacORB 3.9's Java
 * mapping, before it is written, and refuses what that mapping cannot get right:
 * <ul>
 *   <li>JacORB reads the digits and scale of a {@code fixed<d,s>} only where it is the type of a
 *       declaration (a typedef, a member, a union case, a value's state): as the element of an
 *       anonymous sequence or array it keeps digits and scale 0, and its TypeCode and
 *       marshalling would say {@code fixed<0,0>}. Their digits and scale are set here, and
 *       checked as JacORB checks the others.
 *   <li>A type of more than 31 digits, which JacORB accepts, is an error (CORBA 3.0 §3.11.3.4).
 *   <li>A fixed-point constant must be one literal that fits its type: JacORB writes the
 *       constant's expression as Java doubles ({@code new java.math.BigDecimal (3.14D)}), which
 *       {@link FixedPointRewriter} turns into the exact decimal only for a literal.
 * </ul>
 * Errors are reported at the type's or constant's file and line, for the file compiled only
 * (an included file's errors are its own compilation's).
 *
 * <p>The nodes are found by walking every field of every JacORB node from the {@link Spec}:
 * fixed types sit in many kinds of node (members, typedefs, sequence and array element types,
 * union cases, value state, constants), below the declarations JacORB's visitor stops at.
 */
final class FixedPointTypes {

    /** The most digits of an IDL fixed-point type. */
    private static final int MAX_DIGITS = 31;

    /** How JacORB writes a literal's value (the IDL {@code 5.d} becomes {@code 5L}). */
    private static final Pattern LITERAL = Pattern.compile("[-+]?(\\d+\\.?\\d*|\\.\\d+)[DdLl]?");

    private FixedPointTypes() {}

    /**
     * Sets the digits and scale JacORB left unset and checks every fixed type and constant of
     * {@code source}.
     *
     * @return the errors found, none if JacORB may write the mapping
     */
    static List<Diagnostic> prepare(Spec spec, Path source) {
        List<Diagnostic> errors = new ArrayList<>();
        for (Object node : nodes(spec)) {
            if (node instanceof FixedPointType type) {
                check(type, source, errors);
            } else if (node instanceof ConstDecl constant) {
                check(constant, source, errors);
            }
        }
        return errors;
    }

    private static void check(FixedPointType type, Path source, List<Diagnostic> errors) {
        if (type.digits == 0) { // never parsed by JacORB: an element type
            type.digits = type.digit_expr.pos_int_const();
            type.scale = type.scale_expr.pos_int_const();
        }
        if (!isIn(type, source)) {
            return;
        }
        if (type.digits < 1 || type.digits > MAX_DIGITS || type.scale < 0 || type.scale > type.digits) {
            errors.add(error(type, "fixed<" + type.digits + "," + type.scale + "> is not a fixed-point type: digits"
                    + " must be 1 to " + MAX_DIGITS + " and scale 0 to digits"));
        }
    }

    private static void check(ConstDecl constant, Path source, List<Diagnostic> errors) {
        TypeSpec type = constType(constant);
        if (!(type instanceof FixedPointType || type instanceof FixedPointConstType) || !isIn(constant, source)) {
            return;
        }
        String expression = constant.const_expr.toString();
        if (!LITERAL.matcher(expression).matches()) {
            errors.add(error(constant, "fixed-point constant " + constant.name() + " = " + expression
                    + ": only a literal can be mapped to Java exactly; write the value as one literal"));
            return;
        }
        BigDecimal value = new BigDecimal(FixedPointRewriter.decimal(expression));
        if (type instanceof FixedPointType fixed && !fits(value, fixed.digits, fixed.scale)) {
            errors.add(error(constant, "fixed-point constant " + constant.name() + " = " + value
                    + " does not fit its type fixed<" + fixed.digits + "," + fixed.scale + ">"));
        } else if (!fits(value, MAX_DIGITS, Math.min(Math.max(value.scale(), 0), MAX_DIGITS))) {
            errors.add(error(constant, "fixed-point constant " + constant.name() + " = " + value
                    + " has more than " + MAX_DIGITS + " digits"));
        }
    }

    private static boolean fits(BigDecimal value, int digits, int scale) {
        try {
            return value.setScale(scale, RoundingMode.UNNECESSARY).precision() <= digits;
        } catch (ArithmeticException e) {
            return false; // fraction digits the scale cannot hold
        }
    }

    /** The constant's type as {@code ConstDecl} maps it: through typedefs to the type they name. */
    private static TypeSpec constType(ConstDecl constant) {
        TypeSpec type = ((TypeSpec) field(constant.const_type, "symbol")).typeSpec();
        while (type instanceof AliasTypeSpec alias) {
            type = alias.originalType();
        }
        return type;
    }

    private static boolean isIn(IdlSymbol node, Path source) {
        File file = position(node).file;
        return file != null && file.toPath().toAbsolutePath().normalize().equals(source);
    }

    private static Diagnostic error(IdlSymbol node, String message) {
        PositionInfo position = position(node);
        return new Diagnostic(Diagnostic.Severity.ERROR, position.file.toPath().toAbsolutePath().normalize(),
                position.line_no, message, null);
    }

    /** Where the lexer was when JacORB made the node: {@code IdlSymbol.myPosition}, package-private. */
    private static PositionInfo position(IdlSymbol node) {
        return (PositionInfo) field(node, "myPosition");
    }

    /** Every JacORB node reachable from {@code spec} through instance fields, collections and arrays. */
    private static Set<Object> nodes(Spec spec) {
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Object> pending = new ArrayDeque<>();
        pending.push(spec);
        while (!pending.isEmpty()) {
            Object node = pending.pop();
            if (node instanceof Collection<?> elements) {
                elements.forEach(element -> push(pending, element));
            } else if (node instanceof Map<?, ?> map) {
                map.keySet().forEach(key -> push(pending, key));
                map.values().forEach(value -> push(pending, value));
            } else if (node instanceof Object[] array) {
                for (Object element : array) {
                    push(pending, element);
                }
            } else if (isJacorbNode(node) && seen.add(node)) {
                for (Class<?> type = node.getClass(); isJacorb(type); type = type.getSuperclass()) {
                    for (Field field : type.getDeclaredFields()) {
                        if (!Modifier.isStatic(field.getModifiers()) && !field.getType().isPrimitive()) {
                            push(pending, read(field, node));
                        }
                    }
                }
            }
        }
        return seen;
    }

    private static void push(Deque<Object> pending, Object node) {
        if (node != null) {
            pending.push(node);
        }
    }

    private static boolean isJacorbNode(Object node) {
        return isJacorb(node.getClass());
    }

    private static boolean isJacorb(Class<?> type) {
        return type.getName().startsWith("org.jacorb.idl.");
    }

    private static Object field(Object node, String name) {
        for (Class<?> type = node.getClass(); type != Object.class; type = type.getSuperclass()) {
            try {
                return read(type.getDeclaredField(name), node);
            } catch (NoSuchFieldException e) {
                // declared by a superclass
            }
        }
        throw new IllegalStateException("JacORB IDL compiler internals changed: no field " + name + " in "
                + node.getClass().getName() + "; update " + FixedPointTypes.class.getName());
    }

    private static Object read(Field field, Object node) {
        try {
            field.setAccessible(true);
            return field.get(node);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("JacORB IDL compiler internals changed: cannot read " + field
                    + "; update " + FixedPointTypes.class.getName(), e);
        }
    }
}
