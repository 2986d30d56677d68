package org.peregrine.rmi.idl;

import java.rmi.RemoteException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.omg.CORBA.portable.IDLEntity;

/**
 * The repository ids of Java exceptions as IDL exceptions (Java Language to IDL Mapping §1.3.7),
 * which a tie writes before the exception's value and a stub matches with the exceptions its
 * method declares: {@code IDL:<package as modules>/<name>Ex:1.0}, the name's {@code Exception}
 * suffix, if any, replaced by {@code Ex}, nesting's {@code $} written {@code __} (§1.3.2.5), a
 * leading underscore prefixed with {@code J} (§1.3.2.3), a module that is an IDL keyword with
 * {@code _} (§1.3.2.2): {@code java.nio.file.attribute.UserPrincipalNotFoundException} is
 * {@code IDL:java/nio/file/_attribute/UserPrincipalNotFoundEx:1.0}.
 *
 * <p>As the GlassFish ORB, and unlike §1.3.2.4, characters that may not appear in an IDL
 * identifier stay as they are ({@code IDL:pkg/ΔEx:1.0}, not {@code U0394Ex}). On Java 9 and
 * later GlassFish also drops the first letter of a class in the unnamed package
 * ({@code IDL:ooEx:1.0} for {@code Foo}: it takes the package's name, now empty, for a prefix to
 * cut with its dot); that is a bug of running it on a later Java, not followed here:
 * {@code IDL:FooEx:1.0}.
 *
 * <p>Computed once per class and kept with it ({@link ClassValue}).
 */
public final class ExceptionIds {

    /** The most class names {@link #classNames} gives for one id; a name with many underscores could have many. */
    static final int MAX_CLASS_NAMES = 64;

    /** The longest exception name {@link #classNames} reads back, which bounds its recursion over the {@code __}. */
    static final int MAX_NAME_LENGTH = 1024;

    private static final String PREFIX = "IDL:";
    private static final String VERSION = ":1.0";
    private static final String SUFFIX = "Exception";
    private static final String IDL_SUFFIX = "Ex";

    private static final ClassValue<String> IDS = new ClassValue<>() {
        @Override
        protected String computeValue(Class<?> type) {
            return id(type.getName());
        }
    };

    private ExceptionIds() {
    }

    /**
     * The IDL repository id of {@code exception}, an exception a remote method declares (checked
     * or not: GlassFish sends any declared exception as an IDL exception).
     *
     * @throws IllegalArgumentException for a {@code RemoteException}, which travels as a CORBA
     *     system exception, and an exception generated from IDL, whose id is its IDL definition's
     */
    public static String of(Class<? extends Throwable> exception) {
        if (RemoteException.class.isAssignableFrom(exception)) {
            throw new IllegalArgumentException(exception.getName() + " is a RemoteException: a system exception");
        }
        if (IDLEntity.class.isAssignableFrom(exception)) {
            throw new IllegalArgumentException(exception.getName() + " is generated from IDL: its Helper has its id");
        }
        return IDS.get(exception);
    }

    /**
     * The names ({@code Class.getName()}) of the classes whose id {@code id} is, most likely
     * first: the id drops what tells them apart ({@code FooEx} may be {@code FooException} or
     * {@code Foo}, {@code A__B} {@code A$B} or {@code A__B}, {@code J_x} {@code _x} or
     * {@code J_x}). At most {@value #MAX_CLASS_NAMES}; none for an id no class has, or whose
     * exception name is longer than {@value #MAX_NAME_LENGTH} characters.
     */
    public static List<String> classNames(String id) {
        if (!id.startsWith(PREFIX) || !id.endsWith(VERSION)) {
            return List.of();
        }
        String[] scoped = id.substring(PREFIX.length(), id.length() - VERSION.length()).split("/", -1);
        String name = scoped[scoped.length - 1];
        if (!name.endsWith(IDL_SUFFIX) || name.length() > MAX_NAME_LENGTH) {
            return List.of();
        }
        List<String> packages = List.of("");
        for (int i = 0; i < scoped.length - 1; i++) {
            packages = append(packages, i == 0 ? "" : ".", javaNames(scoped[i], true));
        }
        String base = name.substring(0, name.length() - IDL_SUFFIX.length());
        List<String> simpleNames = new ArrayList<>();
        for (String member : base.isEmpty() ? List.of(SUFFIX) : List.of(base + SUFFIX, base)) {
            javaNames(member, false).forEach(escaped -> unnest(escaped, 0, new StringBuilder(), simpleNames));
        }
        Set<String> classNames = new LinkedHashSet<>();
        for (String simpleName : simpleNames) {
            for (String packageName : packages) {
                String className = packageName.isEmpty() ? simpleName : packageName + "." + simpleName;
                if (classNames.size() < MAX_CLASS_NAMES && id(className).equals(id)) {
                    classNames.add(className);
                }
            }
        }
        return List.copyOf(classNames);
    }

    /** The id of an exception class named {@code className} ({@code Class.getName()}), from the name alone. */
    static String id(String className) {
        int dot = className.lastIndexOf('.');
        String packageName = dot < 0 ? "" : className.substring(0, dot);
        IdlTypeName name = IdlTypeName.ofClass(packageName, className.substring(dot + 1));
        StringBuilder id = new StringBuilder(PREFIX);
        for (String module : name.modules()) {
            id.append(IdlIdentifiers.isKeyword(module) ? IdlIdentifiers.escapeKeyword(module) : module).append('/');
        }
        return id.append(exceptionName(name.member())).append(VERSION).toString();
    }

    /**
     * The IDL exception's name for an exception class whose IDL name is {@code member} (§1.3.7):
     * its {@code Exception} suffix, if any, replaced by {@code Ex}, else {@code Ex} appended.
     */
    static String exceptionName(String member) {
        String base = member.endsWith(SUFFIX) ? member.substring(0, member.length() - SUFFIX.length()) : member;
        return base + IDL_SUFFIX;
    }

    /** The Java names an escaped module or member may have been: the keyword escape undone, or the J escape. */
    private static List<String> javaNames(String idl, boolean module) {
        if (module && idl.startsWith("_") && IdlIdentifiers.isKeyword(idl.substring(1))) {
            return List.of(idl.substring(1));
        }
        return idl.startsWith("J_") ? List.of(idl.substring(1), idl) : List.of(idl);
    }

    /** Each prefix followed by {@code separator} and each of {@code names}, {@value #MAX_CLASS_NAMES} at most. */
    private static List<String> append(List<String> prefixes, String separator, List<String> names) {
        List<String> appended = new ArrayList<>();
        for (String prefix : prefixes) {
            for (String name : names) {
                if (appended.size() < MAX_CLASS_NAMES) {
                    appended.add(prefix + separator + name);
                }
            }
        }
        return appended;
    }

    /**
     * Adds each way to read {@code name} from {@code from} on with each {@code __} either the
     * {@code $} of nesting or itself, nesting first, until there are {@value #MAX_CLASS_NAMES}.
     */
    private static void unnest(String name, int from, StringBuilder read, List<String> out) {
        if (out.size() >= MAX_CLASS_NAMES) {
            return;
        }
        int at = name.indexOf("__", from);
        if (at < 0) {
            out.add(read + name.substring(from));
            return;
        }
        int mark = read.length();
        read.append(name, from, at).append('$');
        unnest(name, at + 2, read, out);
        read.setLength(mark);
        read.append(name, from, at + 1);
        unnest(name, at + 1, read, out);
        read.setLength(mark);
    }
}
